/**
 * Account actions of the profile page (docs/product.md#route-map): open the pass and Sign Out ("Signing out..."
 * while pending; docs/messages.md#toasts-and-the-error-catalogue: "Logout failed" toast on failure).
 */
import IdCard from "lucide-react/icons/id-card";
import LogOut from "lucide-react/icons/log-out";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { useI18n } from "../../lib/i18n";
import { useLogout } from "../../lib/logout";

export function AccountActions() {
  const logout = useLogout();
  const i18n = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Account")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/app/my-pass">
            <IdCard className="size-4" aria-hidden />
            {i18n._("View My Pass")}
          </Link>
        </Button>
        <Button variant="danger" disabled={logout.isPending} onClick={logout.signOut}>
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
          {logout.isPending ? i18n._("Signing out...") : i18n._("Sign Out")}
        </Button>
      </CardContent>
    </Card>
  );
}
