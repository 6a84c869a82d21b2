import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it } from 'vitest';
import { usePlayer } from './use-player';

// Compare opens on its picker with clip A already loaded, and shows the videos only once clip B is
// chosen: the player must follow the element that appears, or "Play both" sees A as never playing.

afterEach(cleanup);

function Harness({ shown, src }: { shown: boolean; src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const player = usePlayer(ref, 30, src);
  return (
    <>
      <output data-testid="playing">{String(player.playing)}</output>
      {shown && <video data-testid="video" ref={ref} src={src} />}
    </>
  );
}

it('follows a video element that appears after its source was already known', () => {
  const view = render(<Harness shown={false} src="/clip-a.mp4" />);
  view.rerender(<Harness shown src="/clip-a.mp4" />);
  act(() => {
    fireEvent.play(screen.getByTestId('video'));
  });
  expect(screen.getByTestId('playing').textContent).toBe('true');
  act(() => {
    fireEvent.pause(screen.getByTestId('video'));
  });
  expect(screen.getByTestId('playing').textContent).toBe('false');
});

it('lets go of an element that is removed and takes the new one', () => {
  const view = render(<Harness shown src="/clip-a.mp4" />);
  const first = screen.getByTestId('video');
  view.rerender(<Harness shown={false} src="/clip-a.mp4" />);
  view.rerender(<Harness shown src="/clip-a.mp4" />);
  const second = screen.getByTestId('video');
  expect(second).not.toBe(first);
  act(() => {
    fireEvent.play(first);
  });
  expect(screen.getByTestId('playing').textContent).toBe('false');
  act(() => {
    fireEvent.play(second);
  });
  expect(screen.getByTestId('playing').textContent).toBe('true');
});
