import {
  MarkerClusterer,
  SuperClusterViewportAlgorithm,
  type Renderer,
} from '@googlemaps/markerclusterer';
import type { MapPlace } from '@/lib/map/places';
import { fitToPlaces, FOCUS_ZOOM } from './map-view';
import styles from './Map.module.css';

/** Lifts the info window above the tip of the marker's pin. */
const PIN_HEIGHT = 38;

export type MapTexts = {
  infoLink: (title: string) => string;
  cluster: (count: number) => string;
};

/**
 * `focusFrom`: the control that asked to show the place (a list entry's button). The info window
 * takes the focus, and closing it returns the focus there.
 */
type ShowOptions = { zoom: boolean; focusFrom?: HTMLElement | null };

export type MapController = {
  /** Opens the place's info window; with `zoom` also centres the map on it. False if unknown. */
  show: (slug: string, options: ShowOptions) => boolean;
  shown: () => string | null;
  destroy: () => void;
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

function clusterRenderer(texts: MapTexts): Renderer {
  return {
    render: ({ count, position }) =>
      new google.maps.marker.AdvancedMarkerElement({
        position,
        title: texts.cluster(count),
        content: element('div', styles.cluster!, String(count)),
        zIndex: 1000 + count,
        gmpClickable: true,
      }),
  };
}

/**
 * Puts every place on a loaded Google map: one marker per place, clustered; one info window with
 * title, short text and a link to the place's page; the initial view fits all places.
 */
export function createMapController(
  map: google.maps.Map,
  places: MapPlace[],
  texts: MapTexts,
  events: { onShow: (slug: string) => void; onClose: () => void },
): MapController {
  const infoWindow = new google.maps.InfoWindow({
    pixelOffset: new google.maps.Size(0, -PIN_HEIGHT),
  });
  let shown: string | null = null;
  let returnFocusTo: HTMLElement | null = null;
  let focusWhenVisible = false;
  const bySlug = new Map(places.map((place) => [place.slug, place]));

  const show = (slug: string, { zoom, focusFrom }: ShowOptions) => {
    const place = bySlug.get(slug);
    if (!place) return false;
    const position = { lat: place.lat, lng: place.lng };
    if (zoom) {
      map.setCenter(position);
      map.setZoom(Math.max(map.getZoom() ?? 0, FOCUS_ZOOM));
    }
    const body = element('div', styles.info!);
    body.append(element('p', styles.infoText!, place.summary));
    const link = element('a', styles.infoLink!, texts.infoLink(place.title));
    link.href = `/galerie/${place.slug}`;
    body.append(link);
    infoWindow.setHeaderContent(element('h2', styles.infoTitle!, place.title));
    infoWindow.setContent(body);
    infoWindow.setPosition(position);
    const shouldFocus = focusFrom !== undefined;
    returnFocusTo = focusFrom ?? null;
    focusWhenVisible = shouldFocus;
    infoWindow.open({ map, shouldFocus });
    shown = slug;
    events.onShow(slug);
    return true;
  };
  // Google's advice: focus() once the info window is visible (while the map pans, it cannot be
  // focused), so the focus does not stay behind on a list button that scrolled out of view.
  infoWindow.addListener('visible', () => {
    if (!focusWhenVisible) return;
    focusWhenVisible = false;
    infoWindow.focus();
  });
  infoWindow.addListener('closeclick', () => {
    shown = null;
    if (returnFocusTo?.isConnected) returnFocusTo.focus();
    returnFocusTo = null;
    events.onClose();
  });

  const markers = places.map((place) => {
    const marker = new google.maps.marker.AdvancedMarkerElement({
      position: { lat: place.lat, lng: place.lng },
      title: place.title,
      gmpClickable: true,
    });
    marker.addListener('gmp-click', () => show(place.slug, { zoom: false }));
    return marker;
  });
  // Clusters only what is in view (plus a margin), so zooming in on many places stays light.
  const clusterer = new MarkerClusterer({
    map,
    markers,
    algorithm: new SuperClusterViewportAlgorithm({ viewportPadding: 100 }),
    renderer: clusterRenderer(texts),
  });

  fitToPlaces(map, places);

  return {
    show,
    shown: () => shown,
    destroy: () => {
      infoWindow.close();
      google.maps.event.clearInstanceListeners(infoWindow);
      clusterer.setMap(null);
    },
  };
}
