import { useEffect, useState } from 'react';

const STORAGE_KEY = 'kbh-admin-chat-sound';

function readChoice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Whether a new message plays a sound: off unless the owner turned it on, kept in this browser. */
export function useChatSound(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(readChoice()), []);
  function choose(next: boolean) {
    setOn(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }
  return [on, choose];
}

/** A short, quiet two-tone beep made with WebAudio (no file to download). */
export function beep(): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.35);
    gain.connect(audio.destination);
    [880, 1320].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + index * 0.12);
      tone.stop(audio.currentTime + index * 0.12 + 0.12);
    });
    window.setTimeout(() => void audio.close(), 600);
  } catch {
    // No sound device: the live region still announces the message.
  }
}
