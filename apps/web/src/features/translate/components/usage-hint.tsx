import { CloseOutlined } from '@ant-design/icons';
import { LIMITS, MSG } from '@yuexue/contract';
import { PlainButton } from '../../../components/plain-button';
import { remainingCount, showLimit, type UsageStats } from '../api/usage-stats';
import { useAutoClose } from '../lib/use-auto-close';

const T = MSG.translator;

/** After a result, guests and free members see what is left today; it hides after 10 s or on close (public-site §4). */
export function UsageHint({ stats, onClose }: { stats: UsageStats; onClose: () => void }) {
  useAutoClose(onClose, LIMITS.usageHintMs);
  return (
    <div className="yx-usage-hint" role="status" data-testid="usage-hint">
      <div className="yx-usage-hint__head">
        <strong>{T.usageHintTitle}</strong>
        <PlainButton
          variant="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="关闭用量提示"
          onClick={onClose}
        />
      </div>
      <p>
        {T.usageRemaining(
          '翻译',
          remainingCount(stats.translate),
          showLimit(stats.translate.chars_limit),
        )}
      </p>
      <p>
        {T.usageRemaining(
          '注音',
          remainingCount(stats.phonetics),
          showLimit(stats.phonetics.chars_limit),
        )}
      </p>
      <p className="yx-usage-hint__upgrade">{T.usageUpgrade(stats.role)}</p>
    </div>
  );
}
