import { describe, expect, it } from "vitest";
import type { User } from "../contract/user";
import { call, callJson, registerDelegate } from "./helpers";

describe("PATCH /api/profile", () => {
  it("updates the profile fields and never the email", async () => {
    const user = await registerDelegate();
    const { status, body } = await callJson<User>("/api/profile", {
      method: "PATCH",
      token: user.authToken,
      body: {
        firstName: " Mariam ",
        lastName: "Al-Ali",
        email: "hijack@example.com",
        company: "Kuwait Infrastructure Fund",
        title: "Director",
        bio: "Line one\n\nLine two",
        phone: "+96560001111",
        linkedinUrl: "https://www.linkedin.com/in/mariam",
        expertise: ["Regulation", "ESG"],
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      firstName: "Mariam",
      lastName: "Al-Ali",
      email: user.email,
      company: "Kuwait Infrastructure Fund",
      title: "Director",
      bio: "Line one\n\nLine two",
      phone: "+96560001111",
      expertise: ["Regulation", "ESG"],
    });
    const me = await callJson<User>("/api/user", { token: user.authToken });
    expect(me.body.email).toBe(user.email);
    expect(me.body.firstName).toBe("Mariam");
  });

  it("accepts the pass-detail payload alone and clears optional fields with empty strings", async () => {
    const user = await registerDelegate();
    const { body } = await callJson<User>("/api/profile", {
      method: "PATCH",
      token: user.authToken,
      body: { firstName: "Noor", lastName: "Al-Sabah", title: "Partner", company: "ASAR" },
    });
    expect(body).toMatchObject({
      firstName: "Noor",
      lastName: "Al-Sabah",
      title: "Partner",
      company: "ASAR",
      phone: user.phone,
    });
    const cleared = await callJson<User>("/api/profile", {
      method: "PATCH",
      token: user.authToken,
      body: { phone: "", bio: "" },
    });
    expect(cleared.body).toMatchObject({ phone: null, bio: null });
  });

  it.each([
    [{ firstName: "  " }, "First name is required"],
    [{ company: "" }, "Company is required"],
    [{ title: "" }, "Job title is required"],
    [{ linkedinUrl: "ftp://x" }, "Please enter a valid URL"],
    [{ expertise: ["a", ""] }, "Skill cannot be empty"],
    [{ firstName: 42 }, "First name is required"],
  ])("rejects %j with 400 %s and changes nothing", async (payload, message) => {
    const user = await registerDelegate();
    expect(await callJson("/api/profile", { method: "PATCH", token: user.authToken, body: payload })).toMatchObject({
      status: 400,
      body: { message },
    });
    const me = await callJson<User>("/api/user", { token: user.authToken });
    expect(me.body).toMatchObject({ firstName: user.firstName, company: user.company, title: user.title });
  });

  it("needs a session and only ever changes the caller's own row", async () => {
    expect((await call("/api/profile", { method: "PATCH", body: { firstName: "X" } })).status).toBe(401);
    const alice = await registerDelegate();
    const bob = await registerDelegate();
    await callJson("/api/profile", {
      method: "PATCH",
      token: alice.authToken,
      body: { firstName: "Alice", id: bob.id },
    });
    const bobNow = await callJson<User>("/api/user", { token: bob.authToken });
    expect(bobNow.body.firstName).toBe(bob.firstName);
  });
});
