/**
 * /app/enquire (docs/product.md#contactenquiry-page): outside the protected routes, so it handles its
 * own auth states: "Loading..." while the user loads; signed out, "Redirecting to login..." with
 * the "Authentication Required" toast and /auth after 2 s (coming back here after signing in); signed in, "Contact Us" with the form
 * and the side card. A 401 from the API ends the session the same way (docs/messages.md#toasts-and-the-error-catalogue).
 * Texts are messages in the page's language (docs/i18n.md).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { USER_KEY, useUser } from "../../lib/current-user";
import { ContactCard } from "../../features/enquiry/contact-card";
import { EnquiryForm } from "../../features/enquiry/enquiry-form";
import {
  ENQUIRY_LOGIN_REDIRECT_MS,
  ENQUIRY_SESSION_EXPIRED_TOAST,
  ENQUIRY_SIGNED_OUT_TOAST,
} from "../../features/enquiry/messages";
import { Card } from "../../components/ui/card";
import { clearAuthToken } from "../../lib/auth-token";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { usePageTitle } from "../../lib/use-page-title";
import { signInPath } from "../../../worker/contract/next-path";

function StatusMessage({ children }: { children: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-slate-700">
      {children}
    </div>
  );
}

export default function EnquirePage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Contact Us"));
  const { data: user, isPending } = useUser();
  const [expired, setExpired] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (!signedOut || expired) return;
    toast(ENQUIRY_SIGNED_OUT_TOAST);
    const timer = setTimeout(() => navigate(signInPath({ next: "/app/enquire" })), ENQUIRY_LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, expired, navigate]);

  useEffect(() => {
    if (!expired) return;
    toast(ENQUIRY_SESSION_EXPIRED_TOAST);
    const timer = setTimeout(() => {
      clearAuthToken();
      queryClient.setQueryData(USER_KEY, null);
      navigate(signInPath({ next: "/app/enquire" }));
    }, ENQUIRY_LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate, queryClient]);

  if (isPending) return <StatusMessage>{i18n._("Loading...")}</StatusMessage>;
  if (!user || expired) return <StatusMessage>{i18n._("Redirecting to login...")}</StatusMessage>;
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{i18n._("Contact Us")}</h1>
        <p className="mt-1 text-slate-600">{i18n._("Send the organisers an enquiry and we will get back to you.")}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5">
          <EnquiryForm user={user} onSessionExpired={() => setExpired(true)} />
        </Card>
        <ContactCard />
      </div>
    </div>
  );
}
