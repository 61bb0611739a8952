import { sidebarLook } from './use-sidebar-state';

const wide = { narrow: false, drawer: false };
const narrow = { narrow: true, drawer: false };
const phone = { narrow: true, drawer: true };

describe("the sidebar's look for a width", () => {
  it('is expanded when wide, collapsed when narrow, and a closed drawer on a phone', () => {
    expect(sidebarLook(wide, false, null, false)).toEqual({ collapsed: false, drawerOpen: false });
    expect(sidebarLook(narrow, false, null, false)).toEqual({ collapsed: true, drawerOpen: false });
    expect(sidebarLook(phone, false, null, false)).toEqual({ collapsed: false, drawerOpen: false });
  });

  it("looks on a phone's first render as the server drew it (wide), so hydrating changes nothing", () => {
    expect(sidebarLook(phone, false, null, false)).toEqual(sidebarLook(wide, false, null, false));
  });

  it('keeps a toggle until the width crosses the threshold; pinned stays open', () => {
    expect(sidebarLook(narrow, false, { collapsed: false, narrow: true }, false).collapsed).toBe(
      false,
    );
    expect(sidebarLook(wide, false, { collapsed: true, narrow: true }, false).collapsed).toBe(
      false,
    );
    expect(sidebarLook(narrow, true, null, false).collapsed).toBe(false);
  });

  it('opens the drawer only where there is one', () => {
    expect(sidebarLook(phone, false, null, true).drawerOpen).toBe(true);
    expect(sidebarLook(wide, false, null, true).drawerOpen).toBe(false);
  });
});
