/**
 * Focus return of DialogContent (WCAG 2.4.3): a dialog opened from a list, with no Radix trigger,
 * gives focus back to the button that opened it, whether it closes with Escape or by its action.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

/** Two "Edit" buttons sharing one controlled dialog, like the admin calendar's cards. */
function SharedDialog() {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      {["Opening", "Closing"].map((name) => (
        <Button key={name} onClick={() => setEditing(name)}>
          Edit {name}
        </Button>
      ))}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={`Edit ${editing}`}>
            <Button onClick={() => setEditing(null)}>Save</Button>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it("returns focus to the button that opened it after Escape", async () => {
    const user = userEvent.setup();
    render(<SharedDialog />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Edit Closing" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Edit Closing" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit Closing" })).toHaveFocus());
  });

  it("returns focus to the opener when its own action closes it", async () => {
    const user = userEvent.setup();
    render(<SharedDialog />);
    await user.tab();
    await user.keyboard("{Enter}");
    const save = await screen.findByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit Opening" })).toHaveFocus());
  });
});
