/** STUB: replaced by the Reset Password tab's form (issue "Email pipeline"). */
export function ForgotPasswordForm() {
  return <p>STUB: forgot password</p>;
}
