import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { DiamondIcon } from '../../../assets/icons';

/** The reward moment: a popping card with the X钻 earned, bouncing diamond and sparkles. */
export function RewardBurst({
  reward,
  caption,
  onClose,
}: {
  reward: number | null;
  caption: string;
  onClose(): void;
}) {
  return (
    <Dialog open={reward !== null} onClose={onClose} testId="reward-burst" label={caption}>
      <div className="relative flex flex-col items-center pt-2 pb-4">
        <span aria-hidden="true" className="absolute top-0 left-6 size-2 animate-ping rounded-full bg-gold" />
        <span
          aria-hidden="true"
          className="absolute top-8 right-8 size-1.5 animate-ping rounded-full bg-accent"
        />
        <span
          aria-hidden="true"
          className="absolute bottom-10 left-10 size-1.5 animate-ping rounded-full bg-diamond"
        />
        <span className="flex size-20 animate-bounce items-center justify-center rounded-full bg-gradient-to-br from-diamond-soft to-primary-soft text-5xl text-diamond">
          <DiamondIcon />
        </span>
        <p className="mt-3 text-3xl font-extrabold text-diamond" data-testid="reward-amount">
          +{reward} X钻
        </p>
        <p className="mt-1 text-sm text-body">{caption}</p>
        <Button className="mt-5 w-40" onClick={onClose}>
          开心收下
        </Button>
      </div>
    </Dialog>
  );
}
