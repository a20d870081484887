import { createElement, lazy, type ComponentType } from "react";

/** A page (or a part of one) whose code loads on demand; `preload` starts loading it before it is rendered. */
export interface LazyPage<Props extends object = object> {
  (props: Props): ReturnType<typeof createElement>;
  preload(): Promise<ComponentType<Props>>;
}

/**
 * React.lazy for a loader that resolves to a component, so pages keep named exports like
 * everything else. Once the code is in (a preload, an earlier visit) the page renders at once
 * instead of suspending: React 19 holds back content that replaces a Suspense fallback for up to
 * 300 ms after the fallback showed, and a signed-in start (shell, then page) would pay that twice
 * before the dashboard's first paint.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later visit tries again (e.g. after a dropped connection)
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const page = (props: Props) => createElement((loaded ?? Suspending) as ComponentType<Props>, props);
  page.preload = preload;
  return page;
}
