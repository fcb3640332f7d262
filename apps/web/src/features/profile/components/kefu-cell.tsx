import { toast } from '@portal/ui/toast';
import { api } from '../../../lib/portal';
import { Cell } from '../../../ui/cell';
import { HeadsetIcon } from './entry-icons';

/** Customer service: the support chat address comes from the server (/user/kefu) when tapped. */
export function KefuCell() {
  const open = async () => {
    const { data, error } = await api.center.getKefu();
    if (error || !data.link) return void toast(error?.message ?? '客服暂不可用', { kind: 'error' });
    window.open(data.link, '_blank', 'noopener');
  };
  return <Cell icon={<HeadsetIcon className="text-accent" />} title="在线客服" onClick={() => void open()} />;
}
