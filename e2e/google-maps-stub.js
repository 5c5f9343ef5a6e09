/*
 * A stand-in for the Google Maps JavaScript API, served by the tests instead of
 * https://maps.googleapis.com/maps/api/js (tests never reach Google). It implements the small part
 * of `google.maps` the site uses, draws markers and info windows as plain DOM (so tests can click
 * them like a visitor), records what the page asked for on `window.__mapsCalls`, and finally calls
 * the loader's `callback` from its own script URL, as the real script does.
 */
(function installFakeGoogleMaps() {
  const script = document.currentScript;
  const calls = (window.__mapsCalls = window.__mapsCalls || {
    scriptUrls: [],
    maps: [],
    markers: [],
    polylines: [],
    fitBounds: [],
    infoWindowOpens: [],
    infoWindowFocus: 0,
  });
  if (script) calls.scriptUrls.push(script.src);

  // --- events (google.maps.event) ---
  const registry = new WeakMap();
  const listenersOf = (instance, name) => {
    if (!registry.has(instance)) registry.set(instance, new Map());
    const byName = registry.get(instance);
    if (!byName.has(name)) byName.set(name, new Set());
    return byName.get(name);
  };
  const event = {
    addListener(instance, name, handler) {
      const set = listenersOf(instance, name);
      set.add(handler);
      return { remove: () => set.delete(handler) };
    },
    removeListener(handle) {
      if (handle) handle.remove();
    },
    clearInstanceListeners(instance) {
      registry.delete(instance);
    },
    trigger(instance, name, ...args) {
      [...listenersOf(instance, name)].forEach((handler) => handler.apply(instance, args));
    },
  };

  // --- geometry ---
  class LatLng {
    constructor(lat, lng) {
      const literal = typeof lat === 'object' && lat !== null ? lat : { lat, lng };
      this._lat = literal.lat;
      this._lng = literal.lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
    equals(other) {
      return !!other && other.lat() === this._lat && other.lng() === this._lng;
    }
  }
  const toLatLng = (value) => (value instanceof LatLng ? value : new LatLng(value));

  class LatLngBounds {
    constructor(sw, ne) {
      this.south = Infinity;
      this.west = Infinity;
      this.north = -Infinity;
      this.east = -Infinity;
      if (sw) this.extend(sw);
      if (ne) this.extend(ne);
    }
    extend(point) {
      const p = toLatLng(point);
      this.south = Math.min(this.south, p.lat());
      this.north = Math.max(this.north, p.lat());
      this.west = Math.min(this.west, p.lng());
      this.east = Math.max(this.east, p.lng());
      return this;
    }
    isEmpty() {
      return this.south > this.north;
    }
    contains(point) {
      const p = toLatLng(point);
      return (
        p.lat() >= this.south &&
        p.lat() <= this.north &&
        p.lng() >= this.west &&
        p.lng() <= this.east
      );
    }
    getCenter() {
      return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
    }
    getNorthEast() {
      return new LatLng(this.north, this.east);
    }
    getSouthWest() {
      return new LatLng(this.south, this.west);
    }
    toJSON() {
      return { south: this.south, west: this.west, north: this.north, east: this.east };
    }
  }

  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }
  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }

  // Web Mercator in "world pixels" at a zoom level (256 px for the whole world at zoom 0).
  const worldSize = (zoom) => 256 * 2 ** zoom;
  const toWorld = (latLng, zoom) => {
    const sin = Math.sin((latLng.lat() * Math.PI) / 180);
    return {
      x: ((latLng.lng() + 180) / 360) * worldSize(zoom),
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom),
    };
  };
  const fromWorld = ({ x, y }, zoom) => {
    const n = Math.PI - (2 * Math.PI * y) / worldSize(zoom);
    return new LatLng(
      (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))),
      (x / worldSize(zoom)) * 360 - 180,
    );
  };

  // --- the map ---
  class FakeMap {
    constructor(div, options = {}) {
      this.div = div;
      this.options = { ...options };
      this.center = options.center ? toLatLng(options.center) : null;
      this.zoom = options.zoom ?? 0;
      this.attached = new Set();
      div.setAttribute('data-maps-stub', 'google-maps');
      Object.assign(div.style, { position: 'relative', overflow: 'hidden', background: '#dfe8ee' });
      calls.maps.push({ ...options, center: this.center && this.center.toJSON() });
      // A click on the map itself (not on a marker) is a map click at that point, as Google's is.
      div.addEventListener('click', (domEvent) => {
        if (domEvent.target !== div || !this.center) return;
        const box = div.getBoundingClientRect();
        const point = new Point(domEvent.clientX - box.left, domEvent.clientY - box.top);
        event.trigger(this, 'click', { latLng: this.fromPixel(point) });
      });
      // For scripts/bench/map.ts, which zooms the map like a visitor would.
      (window.__fakeMaps = window.__fakeMaps || []).push(this);
      this.changed();
    }
    /** The map's size, measured once per view change (not per marker: that would force layouts). */
    size() {
      if (!this.measured) {
        this.measured = {
          width: this.div.clientWidth || 800,
          height: this.div.clientHeight || 500,
        };
      }
      return this.measured;
    }
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
    setOptions(options) {
      Object.assign(this.options, options);
    }
    getDiv() {
      return this.div;
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: true, isDataDrivenStylingAvailable: false };
    }
    getProjection() {
      return this.center ? {} : undefined;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(zoom) {
      this.zoom = zoom;
      this.changed();
    }
    getCenter() {
      return this.center;
    }
    setCenter(center) {
      this.center = toLatLng(center);
      this.changed();
    }
    panTo(center) {
      this.setCenter(center);
    }
    fitBounds(bounds, padding = 0) {
      calls.fitBounds.push({ bounds: bounds.toJSON(), padding });
      const { width, height } = this.size();
      const pad = typeof padding === 'number' ? padding : 0;
      let zoom = 0;
      for (let z = 21; z >= 0; z--) {
        const sw = toWorld(bounds.getSouthWest(), z);
        const ne = toWorld(bounds.getNorthEast(), z);
        if (ne.x - sw.x <= width - 2 * pad && sw.y - ne.y <= height - 2 * pad) {
          zoom = z;
          break;
        }
      }
      this.zoom = zoom;
      this.center = bounds.getCenter();
      this.changed();
    }
    /** Pixel position of a point relative to the map's top-left corner. */
    toPixel(latLng) {
      const { width, height } = this.size();
      const c = toWorld(this.center, this.zoom);
      const p = toWorld(toLatLng(latLng), this.zoom);
      return new Point(p.x - c.x + width / 2, p.y - c.y + height / 2);
    }
    fromPixel(point) {
      const { width, height } = this.size();
      const c = toWorld(this.center, this.zoom);
      return fromWorld({ x: point.x + c.x - width / 2, y: point.y + c.y - height / 2 }, this.zoom);
    }
    getBounds() {
      if (!this.center) return undefined;
      const { width, height } = this.size();
      return new LatLngBounds(
        this.fromPixel(new Point(0, height)),
        this.fromPixel(new Point(width, 0)),
      );
    }
    changed() {
      this.measured = null;
      if (!this.center) return;
      this.attached.forEach((item) => item.draw());
      event.trigger(this, 'bounds_changed');
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => event.trigger(this, 'idle'), 0);
    }
  }

  // OverlayView: methods must be enumerable, the marker clusterer copies them with `for … in`.
  function OverlayView() {}
  OverlayView.prototype.setMap = function setMap(map) {
    const previous = this.__map;
    this.__map = map;
    if (previous && this.onRemove) this.onRemove();
    if (map) {
      setTimeout(() => {
        if (this.__map !== map) return;
        if (this.onAdd) this.onAdd();
        if (this.draw) this.draw();
      }, 0);
    }
  };
  OverlayView.prototype.getMap = function getMap() {
    return this.__map || null;
  };
  OverlayView.prototype.getPanes = function getPanes() {
    return {};
  };
  OverlayView.prototype.getProjection = function getProjection() {
    const map = this.__map;
    return {
      fromLatLngToDivPixel: (latLng) => map.toPixel(latLng),
      fromDivPixelToLatLng: (point) => map.fromPixel(point),
    };
  };

  // --- advanced markers, drawn as buttons (like the real ones when clickable) ---
  class AdvancedMarkerElement {
    constructor(options = {}) {
      this._position = options.position;
      this.title = options.title || '';
      this.content = options.content || null;
      this.zIndex = options.zIndex;
      this.gmpClickable = !!options.gmpClickable;
      this.element = document.createElement('button');
      this.element.type = 'button';
      this.element.className = 'stub-marker';
      this.element.setAttribute('aria-label', this.title);
      this.element.title = this.title;
      Object.assign(this.element.style, {
        position: 'absolute',
        transform: 'translate(-50%, -100%)',
        minWidth: '14px',
        minHeight: '14px',
        padding: '0',
        border: '0',
        background: this.content ? 'transparent' : '#c5221f',
        borderRadius: '50%',
        cursor: 'pointer',
        zIndex: String(this.zIndex ?? 1),
      });
      if (this.content) this.element.append(this.content);
      this.element.addEventListener('click', () => event.trigger(this, 'gmp-click', {}));
      this._map = null;
      calls.markers.push({
        title: this.title,
        position: this._position ? toLatLng(this._position).toJSON() : null,
      });
      if (options.map) this.map = options.map;
    }
    get position() {
      return this._position;
    }
    set position(position) {
      this._position = position;
      if (this._map) this.draw();
    }
    get map() {
      return this._map;
    }
    set map(map) {
      if (this._map) {
        this._map.attached.delete(this);
        this.element.remove();
      }
      this._map = map || null;
      if (this._map) {
        this._map.attached.add(this);
        this._map.div.append(this.element);
        this.draw();
      }
    }
    draw() {
      this.element.hidden = !this._position;
      if (!this._position) return;
      const { x, y } = this._map.toPixel(this._position);
      this.element.style.left = `${x}px`;
      this.element.style.top = `${y}px`;
    }
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
  }

  // --- a line (the trip plan's legs), recorded only ---
  class Polyline {
    constructor(options = {}) {
      this.path = (options.path || []).map((point) => toLatLng(point).toJSON());
      this.map = options.map || null;
      calls.polylines.push({ path: this.path, geodesic: !!options.geodesic });
    }
    setMap(map) {
      this.map = map || null;
    }
    getMap() {
      return this.map;
    }
  }

  // --- info window, drawn as a dialog with a German close button ---
  class InfoWindow {
    constructor(options = {}) {
      this.options = { ...options };
      this.element = null;
    }
    setOptions(options) {
      Object.assign(this.options, options);
    }
    setContent(content) {
      this.options.content = content;
    }
    setHeaderContent(headerContent) {
      this.options.headerContent = headerContent;
    }
    setPosition(position) {
      this.options.position = position;
    }
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
    open(openOptions = {}) {
      const map = openOptions.map || (openOptions.anchor && openOptions.anchor.map);
      const position = openOptions.anchor ? openOptions.anchor.position : this.options.position;
      this.close();
      const { headerContent, content } = this.options;
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.className = 'stub-info-window';
      Object.assign(dialog.style, {
        position: 'absolute',
        left: '50%',
        top: '1rem',
        transform: 'translateX(-50%)',
        maxWidth: '18rem',
        padding: '0.5rem 0.75rem',
        background: '#fff',
        color: '#1d1d1f',
        borderRadius: '8px',
        boxShadow: '0 2px 8px rgb(0 0 0 / 0.3)',
        zIndex: '1000',
      });
      const close = document.createElement('button');
      close.type = 'button';
      close.setAttribute('aria-label', 'Schließen');
      close.textContent = '×';
      close.addEventListener('click', () => {
        this.close();
        event.trigger(this, 'closeclick');
      });
      dialog.append(close);
      if (headerContent) dialog.append(headerContent);
      if (content) dialog.append(content);
      map.div.append(dialog);
      this.element = dialog;
      calls.infoWindowOpens.push({
        header: headerContent ? headerContent.textContent : null,
        text: content ? content.textContent : null,
        position: position ? toLatLng(position).toJSON() : null,
        shouldFocus: openOptions.shouldFocus ?? null,
      });
      if (openOptions.shouldFocus) close.focus();
      // Google's info window fires 'visible' once it is drawn; only then can it take the focus.
      setTimeout(() => this.element === dialog && event.trigger(this, 'visible'), 0);
    }
    focus() {
      calls.infoWindowFocus += 1;
      if (this.element) this.element.querySelector('button').focus();
    }
    close() {
      if (this.element) this.element.remove();
      this.element = null;
    }
  }

  // Fill the `google.maps` object the loader's bootstrap created (it replaces its importLibrary).
  window.google = window.google || {};
  const maps = (window.google.maps = window.google.maps || {});
  Object.assign(maps, {
    version: '3.stub',
    event,
    LatLng,
    LatLngBounds,
    Point,
    Size,
    Map: FakeMap,
    OverlayView,
    InfoWindow,
    Polyline,
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
    marker: { AdvancedMarkerElement },
    importLibrary: (name) => Promise.resolve(name === 'marker' ? maps.marker : maps),
  });

  // Call the loader's callback, e.g. `callback=google.maps.__ib__`, as the real script does.
  const callback = script && new URL(script.src).searchParams.get('callback');
  if (callback) {
    const path = callback.split('.');
    const owner = path.slice(0, -1).reduce((object, key) => object[key], window);
    owner[path[path.length - 1]]();
  }
})();
