import { Radio } from 'antd';
import { MSG, TTS_SPEEDS, type TtsSpeed } from '@yuexue/contract';

interface SpeechSpeedSwitchProps {
  value: TtsSpeed;
  onChange: (speed: TtsSpeed) => void;
}

/** 语速: 正常 / 慢速 / 逐字, for any screen that plays the native voice (useSpeechPlayer's speed). */
export function SpeechSpeedSwitch({ value, onChange }: SpeechSpeedSwitchProps) {
  return (
    <Radio.Group
      className="yx-speech-speed"
      size="small"
      optionType="button"
      aria-label={MSG.speech.speedLabel}
      value={value}
      onChange={(e) => onChange(e.target.value as TtsSpeed)}
      options={TTS_SPEEDS.map((s) => ({ value: s, label: MSG.speech.speeds[s] }))}
    />
  );
}
