/**
 * A timer's alarm: two short beeps through Web Audio and a buzz where the device has one
 * (`navigator.vibrate`), again every `ALARM_REPEAT_MS` until it is dismissed. Browsers keep audio
 * silent until a gesture, so the context is made (or resumed) by the tap that starts a timer.
 */

const ALARM_REPEAT_MS = 1500;
const BEEP_HZ = 880;
const BEEP_S = 0.18;
const VIBRATION = [300, 150, 300];

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined = window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null; // no audio device: the banner and the buzz still show it
  }
  return context;
}

/** Called from a tap (starting a timer): the alarm may then sound when it is due, with no tap. */
export function readyAlarm(): void {
  const audio = audioContext();
  if (audio?.state === "suspended") audio.resume().catch(() => undefined);
}

function beep(audio: AudioContext, at: number): void {
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.type = "square";
  tone.frequency.value = BEEP_HZ;
  volume.gain.setValueAtTime(0.0001, at);
  volume.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
  volume.gain.exponentialRampToValueAtTime(0.0001, at + BEEP_S);
  tone.connect(volume).connect(audio.destination);
  tone.start(at);
  tone.stop(at + BEEP_S + 0.02);
}

function ring(): void {
  const audio = audioContext();
  if (audio) {
    if (audio.state === "suspended") audio.resume().catch(() => undefined);
    beep(audio, audio.currentTime);
    beep(audio, audio.currentTime + BEEP_S + 0.12);
  }
  if (typeof navigator.vibrate === "function") navigator.vibrate(VIBRATION);
}

/** Rings now and again until the returned stop is called. */
export function startAlarm(): () => void {
  ring();
  const repeat = window.setInterval(ring, ALARM_REPEAT_MS);
  return () => {
    window.clearInterval(repeat);
    if (typeof navigator.vibrate === "function") navigator.vibrate(0);
  };
}
