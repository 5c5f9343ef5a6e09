/** No overlay: direct visits and every page of the grid. */
export default function NoOverlay() {
  return null;
}
