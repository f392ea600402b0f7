// Pure layout: a diagram model, a width and a pedagogy mode in; positioned shapes out. Sizes are
// CSS pixels at 1:1 (the block lays out at its real width), so text stays readable on phones.
// Each diagram type's layout is in layout/<type>.ts, the helpers they share in layout/geometry.ts.
import { layoutBinary } from './layout/binary';
import { layoutContinuum } from './layout/continuum';
import { layoutMatrix } from './layout/matrix';
import type { DiagramLayout, LayoutOptions } from './layout/shapes';
import type { DiagramModel } from './model';

export { layoutBinary } from './layout/binary';
export { layoutContinuum } from './layout/continuum';
export {
  arrowHead,
  estimateTextWidth,
  MIN_WIDTH,
  STACK_BELOW,
  wrapText,
} from './layout/geometry';
export { layoutMatrix } from './layout/matrix';
export type { DiagramLayout, LayoutOptions, Shape, TextRole } from './layout/shapes';

export function layoutDiagram(model: DiagramModel, options: LayoutOptions): DiagramLayout {
  switch (model.type) {
    case 'Continuum':
      return layoutContinuum(model, options);
    case 'Binary':
      return layoutBinary(model, options);
    case 'Matrix':
      return layoutMatrix(model, options);
  }
}
