/** A piece of the page: its height and how to draw it with its top at y. */
export interface Row {
  height: number;
  draw: (y: number) => void;
}
