import type { ReactNode } from "react";
import { AuthProvider } from "../features/auth/components/auth-provider";
import { Toaster } from "../components/ui/toast/toaster";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
    </AuthProvider>
  );
}
