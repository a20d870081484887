import { Suspense, type ReactNode } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useAuth } from "../lib/auth-context";
import { Spinner } from "../components/ui/spinner";
import { SessionError } from "./layout/session-error";
import { isSignedInPath } from "./signed-in-paths";
import { lazyPage } from "@web/lib/lazy-page";
import { SignedInApp, signedInPages } from "./signed-in-pages";
import { SignInScreen } from "./sign-in-screen";

// Every screen loads on demand; the entry holds only this frame.
const ResetPasswordPage = lazyPage(() => import("../features/auth/components/reset-password-page").then((module) => module.ResetPasswordPage));
const NewPasswordPage = lazyPage(() => import("../features/auth/components/new-password-page").then((module) => module.NewPasswordPage));
const NotFound = lazyPage(() => import("./not-found").then((module) => module.NotFound));
const EnrolPage = lazyPage(() => import("../features/admin/components/enrol-page").then((module) => module.EnrolPage));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The sign-in screen; a signed-in user goes to the dashboard. */
function SignInRoute() {
  const { status } = useAuth();
  if (status === "loading") return <Spinner />;
  if (status === "signed-in") return <Redirect to="/" replace />;
  if (status === "error") return <SessionError />;
  return (
    <Lazy>
      <SignInScreen />
    </Lazy>
  );
}

/**
 * Signed-in routes share one shell (header, live channel) that stays mounted across them. An
 * administrator who has not set up a second factor sees only its enrolment, on any path.
 */
function SignedInRoute() {
  const { status, user } = useAuth();
  if (status === "loading") return <Spinner />;
  if (status === "signed-out") return <Redirect to="/login" replace />;
  if (status === "error") return <SessionError />;
  if (user?.mfaEnrolRequired)
    return (
      <Lazy>
        <EnrolPage />
      </Lazy>
    );
  return (
    <Lazy>
      <SignedInApp pages={signedInPages} />
    </Lazy>
  );
}

export function AppRouter() {
  const [location] = useLocation();
  if (isSignedInPath(location)) return <SignedInRoute />;
  return (
    <Switch>
      <Route path="/login" component={SignInRoute} />
      <Route path="/auth" component={SignInRoute} />
      <Route path="/reset-password">
        <Lazy>
          <ResetPasswordPage />
        </Lazy>
      </Route>
      <Route path="/new-password">
        <Lazy>
          <NewPasswordPage />
        </Lazy>
      </Route>
      <Route>
        <Lazy>
          <NotFound />
        </Lazy>
      </Route>
    </Switch>
  );
}
