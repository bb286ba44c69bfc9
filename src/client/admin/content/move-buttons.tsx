import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/button';

/**
 * Move up and Move down. After a move the focus stays on the button pressed, wherever its row went; at the end of the list
 * that button turns disabled, the browser drops its focus (a keyboard user was sent back to the top of the page), and the
 * other one takes it. Its own component because a GridListItem's content is rendered apart from the component that makes
 * the item: an effect there runs before the buttons have their new state. Used by the gallery's photos and an attraction's images.
 */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (by: number) => void }) {
  const upId = useId();
  const downId = useId();
  const moved = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    const pressed = moved.current;
    moved.current = null;
    if (!pressed) return;
    const [same, other] = pressed === 'up' ? [upId, downId] : [downId, upId];
    const button = document.getElementById(same);
    const target = button instanceof HTMLButtonElement && button.disabled ? document.getElementById(other) : button;
    if (target && document.activeElement !== target) target.focus();
  }, [index, count, upId, downId]);
  const move = (by: -1 | 1) => {
    moved.current = by < 0 ? 'up' : 'down';
    onMove(by);
  };
  return (
    <>
      <Button id={upId} tone="secondary" isDisabled={index === 0} onPress={() => move(-1)} aria-label={`Move ${name} up`}>
        Move up
      </Button>
      <Button id={downId} tone="secondary" isDisabled={index === count - 1} onPress={() => move(1)} aria-label={`Move ${name} down`}>
        Move down
      </Button>
    </>
  );
}

