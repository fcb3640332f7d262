import { ParallaxBackground } from './parallax-background';
import { SidePanels } from './side-panels';

/**
 * What only a desktop shows around the frame: the parallax backdrop and, where the route asks for
 * them, the side panels. Its own chunk, so a phone never downloads it.
 */
export default function DesktopDecor({ sidePanels }: { sidePanels: boolean }) {
  return (
    <>
      <ParallaxBackground />
      {sidePanels && <SidePanels />}
    </>
  );
}
