import { expect, test } from "./support";
import { newDelegate, registerViaUi } from "./support";

test("registers through /auth and lands on /app with the welcome toast", async ({ page }) => {
  await registerViaUi(page, newDelegate());
  await expect(page.getByTestId("toast")).toContainText("Registration Successful");
});
