import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { MotionPreference } from '../../lib/motion';
import { useMotionPreference } from '../../lib/use-motion-preference';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import * as styles from './motion-toggle.css';

type Choice = 'system' | 'reduce' | 'allow';

const toChoice = (value: MotionPreference): Choice => (value === null ? 'system' : value ? 'reduce' : 'allow');
const fromChoice = (choice: string): MotionPreference => (choice === 'reduce' ? true : choice === 'allow' ? false : null);

/** Lets a visitor override the system's reduced-motion setting (spec §2, "Motion preference"). */
export function MotionToggle({ className }: { className?: string }) {
  const { value, setValue } = useMotionPreference();
  // On a page shipped as islands the switch starts when first reached: a choice made just before then is replayed.
  const replayedTap = useReplayedTap('motion');
  return (
    <RadioGroup
      value={toChoice(value)}
      onChange={(choice) => setValue(fromChoice(choice))}
      orientation="horizontal"
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <Label className={styles.label}>Motion</Label>
      <div className={styles.options}>
        <Radio value="system" className={styles.option} {...replayedTap('system')}>
          System
        </Radio>
        <Radio value="reduce" className={styles.option} {...replayedTap('reduce')}>
          Reduce
        </Radio>
        <Radio value="allow" className={styles.option} {...replayedTap('allow')}>
          Allow
        </Radio>
      </div>
      <Text slot="description" className={styles.description}>
        Animations and the background video. System follows your device setting.
      </Text>
    </RadioGroup>
  );
}
