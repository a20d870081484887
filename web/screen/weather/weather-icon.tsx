import type { WeatherSymbol } from "./weather-symbols";

const RAYS = [0, 45, 90, 135, 180, 225, 270, 315];

/** The sun, whole or (behind a cloud) small in the corner. */
function Sun({ small }: { small: boolean }) {
  const [cx, cy, r] = small ? [8, 8, 3.5] : [12, 12, 4.5];
  return (
    <g className="fill-amber-400 stroke-amber-400" strokeWidth={1.5} strokeLinecap="round">
      <circle cx={cx} cy={cy} r={r} />
      {RAYS.map((angle) => {
        const a = (angle * Math.PI) / 180;
        return (
          <line
            key={angle}
            x1={cx + Math.cos(a) * (r + 1.5)}
            y1={cy + Math.sin(a) * (r + 1.5)}
            x2={cx + Math.cos(a) * (r + 3)}
            y2={cy + Math.sin(a) * (r + 3)}
          />
        );
      })}
    </g>
  );
}

function Moon({ small }: { small: boolean }) {
  return (
    <path
      className="fill-slate-400 dark:fill-slate-300"
      transform={small ? "translate(-2 -3) scale(0.7)" : undefined}
      d="M15.5 3.5a8.5 8.5 0 1 0 5 15.2A7 7 0 0 1 15.5 3.5z"
    />
  );
}

/** A cloud; raised when something falls from it. */
function Cloud({ raised }: { raised: boolean }) {
  return (
    <path
      className="fill-slate-300 stroke-slate-500 dark:fill-slate-600 dark:stroke-slate-400"
      strokeWidth={1}
      transform={raised ? "translate(0 -3)" : undefined}
      d="M7 19h10.5a4 4 0 0 0 .3-8A5.5 5.5 0 0 0 7.3 11.6 3.7 3.7 0 0 0 7 19z"
    />
  );
}

function Falling({ fall }: { fall: NonNullable<WeatherSymbol["fall"]> }) {
  const drop = (x: number) => (
    <line key={`d${x}`} x1={x} y1={18} x2={x - 1.5} y2={22} className="stroke-sky-600 dark:stroke-sky-400" strokeWidth={1.6} strokeLinecap="round" />
  );
  const flake = (x: number) => <circle key={`f${x}`} cx={x} cy={20} r={1.3} className="fill-sky-300 stroke-sky-600" strokeWidth={0.6} />;
  if (fall === "rain") return <g>{[8, 12, 16].map(drop)}</g>;
  if (fall === "snow") return <g>{[8, 12, 16].map(flake)}</g>;
  return <g>{[drop(9), flake(15)]}</g>;
}

/**
 * One of MET Norway's symbols drawn inline (no image, no font): sun or moon, cloud, what falls,
 * lightning and fog, as weatherSymbol puts them together. Decorative: its name is said by the parent's label.
 */
export function WeatherIcon({ symbol, className }: { symbol: WeatherSymbol; className: string }) {
  const { sky, cloud, fall, thunder, fog } = symbol;
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {sky === "sun" ? <Sun small={cloud} /> : null}
      {sky === "moon" ? <Moon small={cloud} /> : null}
      {cloud ? <Cloud raised={fall !== null || thunder} /> : null}
      {fall ? <Falling fall={fall} /> : null}
      {thunder ? <path className="fill-amber-400" d="M13 14.5 10 19.5h2.5L11 23.5l4.5-6H13l1.5-3z" /> : null}
      {fog ? (
        <g className="stroke-slate-500 dark:stroke-slate-400" strokeWidth={1.6} strokeLinecap="round">
          <line x1={4} y1={9} x2={20} y2={9} />
          <line x1={3} y1={13} x2={19} y2={13} />
          <line x1={5} y1={17} x2={21} y2={17} />
        </g>
      ) : null}
    </svg>
  );
}
