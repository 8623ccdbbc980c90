/**
 * The Login / Register / Reset Password tabs (spec 2, Auth page). On /auth the default is Login;
 * the landing-page widget passes `hashSync` so the tabs follow the URL hash (#register, #login,
 * #forgot) with Register as default, and choosing Login there navigates to /auth.
 */
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
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

export function AuthTabs({ hashSync = false }: { hashSync?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const defaultTab: AuthTab = hashSync ? "register" : "login";
  const [tab, setTab] = useState<AuthTab>(() => (hashSync ? tabFromHash(location.hash) : null) ?? defaultTab);

  useEffect(() => {
    if (!hashSync) return;
    const fromHash = tabFromHash(location.hash);
    if (fromHash === "login") navigate("/auth");
    else if (fromHash) setTab(fromHash);
  }, [hashSync, location.hash, navigate]);

  const change = (value: string) => {
    const next = value as AuthTab;
    if (hashSync && next === "login") {
      navigate("/auth");
      return;
    }
    setTab(next);
    if (hashSync) navigate({ hash: next }, { replace: true, preventScrollReset: true });
  };

  const toApp = () => navigate("/app");

  return (
    <Tabs value={tab} onValueChange={change}>
      <TabsList className="grid w-full grid-cols-3" aria-label="Account">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
        <TabsTrigger value="forgot">Reset Password</TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm onSuccess={toApp} />
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
