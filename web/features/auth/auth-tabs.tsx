/**
 * The Login / Register / Reset Password tabs (docs/product.md#auth-page). On /auth the default is Login;
 * the landing-page widget passes `hashSync` so the tabs follow the URL hash (#register, #login,
 * #forgot) with Register as default, and choosing Login there goes to /auth. The component does
 * not need a router (the landing page has none): the hash is read from and written to the
 * address directly, and `leave` performs the navigations (/app after signing in or registering,
 * /auth for Login on the landing page).
 */
import { useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

type AuthTab = "login" | "register" | "forgot";
const TABS: AuthTab[] = ["login", "register", "forgot"];

/** The tab named by a URL hash ("#forgot" → "forgot"), or null. */
function tabFromHash(hash: string): AuthTab | null {
  const name = hash.replace(/^#/, "");
  return (TABS as string[]).includes(name) ? (name as AuthTab) : null;
}

export interface AuthTabsProps {
  hashSync?: boolean;
  /** Navigates away: to "/app" after a sign-in or registration, to "/auth" for Login in hash mode. */
  leave: (to: "/app" | "/auth") => void;
  /** Where the emailed sign-in link returns (the auth page's `?next=`), when not /app. */
  next?: string;
}

export function AuthTabs({ hashSync = false, leave, next }: AuthTabsProps) {
  const i18n = useI18n();
  const defaultTab: AuthTab = hashSync ? "register" : "login";
  const [tab, setTab] = useState<AuthTab>(() => (hashSync ? tabFromHash(window.location.hash) : null) ?? defaultTab);

  useEffect(() => {
    if (!hashSync) return;
    const follow = () => {
      const fromHash = tabFromHash(window.location.hash);
      if (fromHash === "login") leave("/auth");
      else if (fromHash) setTab(fromHash);
    };
    follow();
    // In-page links change the hash with pushState and announce it with popstate (section-link.tsx).
    window.addEventListener("popstate", follow);
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("popstate", follow);
      window.removeEventListener("hashchange", follow);
    };
  }, [hashSync, leave]);

  const change = (value: string) => {
    const next = value as AuthTab;
    if (hashSync && next === "login") {
      leave("/auth");
      return;
    }
    setTab(next);
    if (hashSync) window.history.replaceState(window.history.state, "", `#${next}`);
  };

  const toApp = () => leave("/app");

  return (
    <Tabs value={tab} onValueChange={change}>
      <TabsList className="grid w-full grid-cols-3" aria-label={i18n._("Account")}>
        <TabsTrigger value="login">{i18n._("Login")}</TabsTrigger>
        <TabsTrigger value="register">{i18n._("Register")}</TabsTrigger>
        <TabsTrigger value="forgot">{i18n._("Reset Password")}</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm onSuccess={toApp} next={next} />
      </TabsContent>
      <TabsContent value="register">
        <RegisterForm onSuccess={toApp} />
      </TabsContent>
      <TabsContent value="forgot">
        <ForgotPasswordForm />
      </TabsContent>
    </Tabs>
  );
}
