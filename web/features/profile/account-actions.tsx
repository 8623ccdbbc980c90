/**
 * Account actions of the profile page (spec 2): open the pass and Sign Out ("Signing out..."
 * while pending; spec 8: "Logout failed" toast on failure).
 */
import { IdCard, LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../lib/toast";
import { useLogout } from "../auth/api";
import { logoutErrorToast } from "../auth/messages";

export function AccountActions() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/app/my-pass">
            <IdCard className="size-4" aria-hidden />
            View My Pass
          </Link>
        </Button>
        <Button
          variant="danger"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => navigate("/"),
              onError: (error) => toast(logoutErrorToast(error)),
            })
          }
        >
          <LogOut className="size-4" aria-hidden />
          {logout.isPending ? "Signing out..." : "Sign Out"}
        </Button>
      </CardContent>
    </Card>
  );
}
