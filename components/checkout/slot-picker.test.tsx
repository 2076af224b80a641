import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/test/components/fake-api";
import { SlotPicker } from "./slot-picker";

const SLOTS = [
  { start: "2026-11-25T18:00:00.000Z", available: false },
  { start: "2026-11-25T18:15:00.000Z", available: true },
  { start: "2026-11-25T18:30:00.000Z", available: true },
];

function serveSlots(slots: typeof SLOTS | (() => typeof SLOTS) = SLOTS) {
  return fakeApi({
    "GET /api/store/slots": ({ query }) => ({
      data: { fulfilment: query.get("fulfilment"), slots: typeof slots === "function" ? slots() : slots },
    }),
  });
}

describe("SlotPicker", () => {
  it("orders as soon as possible while open, and ahead for the first free slot when asked", async () => {
    const api = serveSlots();
    const onChoose = vi.fn(async () => null);
    const onAutoPick = vi.fn(async () => null);
    render(
      <SlotPicker
        fulfilment="collection"
        addressId={null}
        slot={null}
        isOpen
        closedReason={null}
        onChoose={onChoose}
        onAutoPick={onAutoPick}
      />,
    );

    expect(screen.getByRole("radio", { name: "As soon as possible" })).toBeChecked();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.query.get("fulfilment")).toBe("collection");

    await userEvent.click(screen.getByRole("radio", { name: "Order ahead for a time" }));
    // The first slot is full: the first free one is chosen.
    expect(onChoose).toHaveBeenCalledWith("2026-11-25T18:15:00.000Z");
    expect(onAutoPick).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Collection time")).toBeInTheDocument();
  });

  it("while closed, cannot order now, says why and orders ahead for the first free slot", async () => {
    serveSlots();
    const onAutoPick = vi.fn(async () => null);
    render(
      <SlotPicker
        fulfilment="delivery"
        addressId={null}
        slot={null}
        isOpen={false}
        closedReason="Delivery is closed now: it opens today at 17:50."
        onChoose={vi.fn(async () => null)}
        onAutoPick={onAutoPick}
      />,
    );

    expect(screen.getByRole("radio", { name: "As soon as possible" })).toBeDisabled();
    expect(screen.getByText("Delivery is closed now: it opens today at 17:50.")).toBeInTheDocument();
    await waitFor(() => expect(onAutoPick).toHaveBeenCalledWith("2026-11-25T18:15:00.000Z"));
    expect(onAutoPick).toHaveBeenCalledTimes(1);
  });

  it("closing while shown orders ahead from the times offered since, not those listed while open", async () => {
    // Closing for the day takes today's times away; tomorrow's are what the server offers now.
    const tomorrow = [{ start: "2026-11-26T17:00:00.000Z", available: true }];
    let offered = SLOTS;
    const api = serveSlots(() => offered);
    const onAutoPick = vi.fn(async () => null);
    const props = {
      fulfilment: "collection" as const,
      addressId: null,
      slot: null,
      onChoose: vi.fn(async () => null),
      onAutoPick,
    };
    const { rerender } = render(<SlotPicker {...props} isOpen closedReason={null} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));

    offered = tomorrow;
    rerender(<SlotPicker {...props} isOpen={false} closedReason="Collection is closed now." />);
    await waitFor(() => expect(onAutoPick).toHaveBeenCalledWith("2026-11-26T17:00:00.000Z"));
    expect(api.calls).toHaveLength(2);
    expect(onAutoPick).toHaveBeenCalledTimes(1);
  });

  it("shows full slots disabled, keeps the basket's slot selected and shows a refusal", async () => {
    serveSlots();
    const onChoose = vi.fn(async () => "That time is now full. Please choose another.");
    // The basket's slot, written with an offset: the same instant as the second slot.
    render(
      <SlotPicker
        fulfilment="delivery"
        addressId={null}
        slot="2026-11-25T18:15:00+00:00"
        isOpen
        closedReason={null}
        onChoose={onChoose}
        onAutoPick={vi.fn(async () => null)}
      />,
    );

    const select = screen.getByLabelText<HTMLSelectElement>("Delivery time");
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(select.value).toBe("2026-11-25T18:15:00+00:00");
    expect(select.options[0]?.disabled).toBe(true);
    expect(select.options[0]?.textContent).toMatch(/\(full\)$/);

    await userEvent.selectOptions(select, "2026-11-25T18:30:00.000Z");
    expect(onChoose).toHaveBeenCalledWith("2026-11-25T18:30:00.000Z");
    expect(await screen.findByRole("alert")).toHaveTextContent("That time is now full. Please choose another.");
  });
});
