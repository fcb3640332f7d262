import left from '../../assets/side-panel-left.svg';
import right from '../../assets/side-panel-right.svg';

/** Decorative panels beside the frame, shown on the download route only. */
export function SidePanels() {
  return (
    <div
      aria-hidden="true"
      data-testid="side-panels"
      className="pointer-events-none fixed inset-0 flex items-center justify-between px-[max(1.5rem,calc(50vw-260px-300px))]"
    >
      <img src={left} alt="" width={280} height={640} className="h-[640px] w-[280px]" />
      <img src={right} alt="" width={280} height={640} className="h-[640px] w-[280px]" />
    </div>
  );
}
