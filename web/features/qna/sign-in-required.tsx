/** Signed-out prompt of the screens outside the protected routes (spec 2, Submit question; spec 6). */
import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

export function SignInRequired({ children }: { children: React.ReactNode }) {
  return (
    <Card className="mx-auto grid max-w-md justify-items-center gap-3 p-8 text-center">
      <LogIn className="size-10 text-brand-700" aria-hidden />
      <h1 className="text-xl font-bold text-brand-900">Sign In Required</h1>
      <p className="text-slate-600">{children}</p>
      <Button asChild className="mt-2">
        <Link to="/auth">Sign In</Link>
      </Button>
    </Card>
  );
}
