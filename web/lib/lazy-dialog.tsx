import { lazy, Suspense, useState, type ComponentType, type ReactElement } from "react";

/** A dialog whose code loads when it first opens; `preload` starts loading it sooner (a press or focus on its button). */
export interface LazyDialog<Props extends { open: boolean }> {
  (props: Props): ReactElement;
  preload(): void;
}

/**
 * Dialogs (Headless UI's, the forms, their date arithmetic) stay off their page's first load
 * (docs/bench.md). Once opened, the dialog stays mounted as a direct one is, so a closed form
 * keeps what was typed, exactly as before it was split off.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): LazyDialog<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // the next press tries again (e.g. after a dropped connection)
        throw error;
      },
    ));
  const Loaded = lazy(preload);
  const dialog = (props: Props) => <OnceOpened dialog={Loaded} props={props} />;
  dialog.preload = () => {
    preload().catch(() => undefined);
  };
  return dialog;
}

/** Renders nothing until the dialog first opens, then keeps it mounted. */
function OnceOpened<Props extends { open: boolean }>({ dialog: Dialog, props }: { dialog: ComponentType<Props>; props: Props }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened || props.open ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
