/** docs/product.md §8: the download prompt says to download the app for the complete experience. */
import { useNavigate } from '@kickoff/shared/navigation';
import { useAppStore } from '@kickoff/shared/stores';
import { Dialog } from '@kickoff/shared/ui';

const DOWNLOAD_PROMPT_TITLE = '下载APP体验完整功能';

export function DownloadPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const appName = useAppStore((s) => s.appInfo.name);
  return (
    <Dialog
      open={open}
      title={DOWNLOAD_PROMPT_TITLE}
      confirmText="立即下载"
      cancelText="以后再说"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void navigate('/download');
      }}
    >
      <p>安装{appName}APP，实时比分、视频直播与消息提醒一个都不错过。</p>
    </Dialog>
  );
}
