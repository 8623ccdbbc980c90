/**
 * The local tabs (web/components/ui/tabs.tsx): the WAI-ARIA "Tabs with automatic activation" pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): roles and references, roving tabindex, arrows,
 * Home and End with wrapping, reversed arrows right to left, controlled and uncontrolled selection.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const NAMES = ["One", "Two", "Three"] as const;

/** The tab list "Numbers" with the tabs One, Two and Three (`disabled` names one to disable) and their panels. */
function Numbers({ disabled }: { disabled?: string }) {
  return (
    <>
      <TabsList aria-label="Numbers">
        {NAMES.map((name) => (
          <TabsTrigger key={name} value={name} disabled={name === disabled}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {NAMES.map((name) => (
        <TabsContent key={name} value={name}>
          Panel {name}
        </TabsContent>
      ))}
    </>
  );
}

/** Uncontrolled tabs starting at One, inside an element with the given `dir`. */
function Three({ dir, disabled }: { dir?: "rtl"; disabled?: string }) {
  return (
    <div dir={dir}>
      <Tabs defaultValue="One">
        <Numbers disabled={disabled} />
      </Tabs>
    </div>
  );
}

/** Tabs whose selection only the "Outside" button changes: onValueChange is a spy that stores nothing. */
function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState("One");
  return (
    <>
      <button type="button" onClick={() => setValue("Three")}>
        Outside
      </button>
      <Tabs value={value} onValueChange={onValueChange}>
        <Numbers />
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

/** The selected tab's name, after checking it is the only tab stop and the only one selected. */
function selected(): string | null {
  const chosen = screen.getAllByRole("tab").filter((t) => t.getAttribute("aria-selected") === "true");
  expect(chosen).toHaveLength(1);
  const [only] = chosen;
  for (const t of screen.getAllByRole("tab")) expect(t).toHaveAttribute("tabindex", t === only ? "0" : "-1");
  return only?.textContent ?? null;
}

describe("Tabs", () => {
  it("wires tablist, tabs and the one rendered panel together with roles, ids and data-state", () => {
    render(<Three />);
    expect(screen.getByRole("tablist", { name: "Numbers" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["One", "Two", "Three"]);
    for (const t of tabs) expect(t).toHaveAttribute("type", "button");
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.getAttribute("data-state"))).toEqual(["active", "inactive", "inactive"]);
    expect(selected()).toBe("One");

    const panel = screen.getByRole("tabpanel", { name: "One" });
    expect(panel).toHaveTextContent("Panel One");
    expect(panel).toHaveAttribute("tabindex", "0");
    expect(panel).toHaveAttribute("data-state", "active");
    expect(tab("One")).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveAttribute("aria-labelledby", tab("One").id);
    // Every tab points at a distinct panel id, and only the selected panel is in the document.
    expect(new Set(tabs.map((t) => t.getAttribute("aria-controls"))).size).toBe(3);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.queryByText("Panel Two")).not.toBeInTheDocument();
  });

  it("selects a tab on click and renders only its panel", async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.click(tab("Three"));
    expect(selected()).toBe("Three");
    expect(tab("Three")).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("tabpanel", { name: "Three" })).toHaveTextContent("Panel Three");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.queryByText("Panel One")).not.toBeInTheDocument();
  });

  it("moves focus and selection with the arrows, wrapping at both ends, and with Home and End, unmodified", async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.tab();
    expect(tab("One")).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(tab("Two")).toHaveFocus();
    expect(selected()).toBe("Two");
    expect(screen.getByRole("tabpanel", { name: "Two" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(tab("One")).toHaveFocus();
    expect(selected()).toBe("One");
    await user.keyboard("{ArrowLeft}");
    expect(tab("Three")).toHaveFocus();
    expect(selected()).toBe("Three");

    await user.keyboard("{Home}");
    expect(tab("One")).toHaveFocus();
    expect(selected()).toBe("One");
    await user.keyboard("{End}");
    expect(tab("Three")).toHaveFocus();
    expect(selected()).toBe("Three");

    // With a modifier the key belongs to the browser (Alt+ArrowRight is "forward").
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}{Control>}{Home}{/Control}");
    expect(tab("Three")).toHaveFocus();
    expect(selected()).toBe("Three");
  });

  it("leaves the list for the open panel on Tab, the selected tab being the list's only tab stop", async () => {
    const user = userEvent.setup();
    render(<Three />);
    await user.click(tab("Two"));
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Two" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab("Two")).toHaveFocus();
  });

  it("reverses the arrows right to left: ArrowLeft goes to the next tab, ArrowRight to the previous", async () => {
    const user = userEvent.setup();
    render(<Three dir="rtl" />);
    await user.tab();
    await user.keyboard("{ArrowLeft}");
    expect(tab("Two")).toHaveFocus();
    expect(selected()).toBe("Two");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(tab("Three")).toHaveFocus();
    expect(selected()).toBe("Three");
  });

  it("skips disabled tabs", async () => {
    const user = userEvent.setup();
    render(<Three disabled="Two" />);
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(tab("Three")).toHaveFocus();
    expect(selected()).toBe("Three");
    await user.keyboard("{ArrowLeft}");
    expect(tab("One")).toHaveFocus();
  });

  it("when controlled, reports the choice through onValueChange and shows only what value says", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await user.click(tab("Two"));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("Two");
    expect(selected()).toBe("One");
    expect(screen.getByRole("tabpanel", { name: "One" })).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(onValueChange).toHaveBeenLastCalledWith("Three");
    expect(selected()).toBe("One");

    // Choosing the selected tab again is no change.
    onValueChange.mockClear();
    await user.click(tab("One"));
    expect(onValueChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(selected()).toBe("Three");
    expect(screen.getByRole("tabpanel", { name: "Three" })).toHaveTextContent("Panel Three");
  });
});
