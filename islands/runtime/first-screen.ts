/** A picture the visitor can see now: in the viewport and not clipped away by a carousel (a box of no size). */
export function onFirstScreen(img: Element, view: Pick<Window, 'innerHeight' | 'innerWidth'> = window): boolean {
  const box = img.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
}
