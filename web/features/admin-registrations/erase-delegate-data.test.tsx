import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MY_DATA_MESSAGES } from "../../../worker/contract/my-data";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { EraseDelegateData } from "./erase-delegate-data";

const URL_PATH = "/api/admin/erase-delegate-data";

function serve(answer: () => Response) {
  return mockFetch((url) => (url === URL_PATH ? answer() : json({ message: "Not found" }, 404)));
}

async function setDays(value: string) {
  const input = await screen.findByLabelText("Days after the last event day");
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole("button", { name: "Erase delegate data" }));
}

describe("Erase delegate data", () => {
  it.each(["", "-1", "1.5", "3651"])("refuses %j days with the rule and sends nothing", async (value) => {
    const calls = serve(() => json({ erased: 0 }));
    renderWithApp(<EraseDelegateData />);
    await setDays(value);
    expect(await screen.findByRole("alert")).toHaveTextContent(MY_DATA_MESSAGES.days);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("asks for confirmation, sends the days and toasts the count", async () => {
    const calls = serve(() => json({ erased: 3 }));
    renderWithApp(<EraseDelegateData />);
    await setDays("45");
    const dialog = await screen.findByRole("dialog", { name: "Erase delegate data?" });
    expect(dialog).toHaveTextContent("at least 45 days ago");
    await userEvent.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("Erased the data of 3 delegates.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.map((call) => [call.url, call.init.method, call.init.body])).toEqual([
      [URL_PATH, "POST", JSON.stringify({ days: 45 })],
    ]);
  });

  it("Cancel sends nothing", async () => {
    const calls = serve(() => json({ erased: 3 }));
    renderWithApp(<EraseDelegateData />);
    await setDays("0");
    const dialog = await screen.findByRole("dialog", { name: "Erase delegate data?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it("toasts the server's refusal when it is too early", async () => {
    const message = "Delegate data can be erased from 2026-10-13 (365 days after the last event day, 2025-10-13).";
    serve(() => json({ message }, 409));
    renderWithApp(<EraseDelegateData />);
    await setDays("365");
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Erase delegate data?" })).getByRole("button", {
        name: "Erase",
      }),
    );
    expect(await screen.findByText("Erase failed")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
