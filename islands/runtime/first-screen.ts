/**
 * A picture the visitor can see now: in the viewport, not clipped away by a carousel (a box of no size) and
 * not in a subtree the browser does not draw (a folded `<details>` keeps its boxes, but its content is hidden:
 * `checkVisibility()` says so; a browser without it counts the picture).
 */
export function onFirstScreen(img: Element, view: Pick<Window, 'innerHeight' | 'innerWidth'> = window): boolean {
  const box = img.getBoundingClientRect();
  const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
  return inView && (typeof img.checkVisibility !== 'function' || img.checkVisibility());
}
