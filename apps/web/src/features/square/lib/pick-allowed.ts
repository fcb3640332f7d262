import { toast } from '@portal/ui/toast';
import type { Draft } from '../hooks/use-draft';
import type { Uploading } from '../hooks/use-media-upload';
import type { SquareConfig } from '../hooks/use-square-config';

const MB = 1024 * 1024;

/**
 * The picked files that fit: pictures up to the limit and the size cap, one video within its cap.
 * What is left out is said in one toast.
 */
export function pickAllowed(
  files: File[],
  draft: Draft,
  uploading: Uploading[],
  config: Pick<SquareConfig, 'maxImages' | 'imageMaxMB' | 'videoMaxMB'>,
): File[] {
  let images = draft.images.length + uploading.filter((u) => u.kind === 'image').length;
  let hasVideo = draft.video !== null || uploading.some((u) => u.kind === 'video');
  const problems = new Set<string>();
  const out: File[] = [];
  for (const file of files) {
    if (file.type.startsWith('video/')) {
      if (hasVideo) problems.add('只能添加1个视频');
      else if (file.size > config.videoMaxMB * MB) problems.add(`视频不能超过${config.videoMaxMB}MB`);
      else {
        hasVideo = true;
        out.push(file);
      }
    } else if (file.type.startsWith('image/')) {
      if (images >= config.maxImages) problems.add(`最多添加${config.maxImages}张图片`);
      else if (file.size > config.imageMaxMB * MB) problems.add(`图片不能超过${config.imageMaxMB}MB`);
      else {
        images += 1;
        out.push(file);
      }
    } else problems.add('只支持图片和视频');
  }
  if (problems.size > 0) toast([...problems].join('，'), { kind: 'error' });
  return out;
}
