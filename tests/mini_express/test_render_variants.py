"""The board picture draws what the modes and variants add (render/mini_express.py), never a
secret debt before the reveal, and never changes the state."""
from __future__ import annotations

import io

from PIL import Image

from vypravci.render.mini_express import DEFAULT_WORDS, render_board, render_image

from .helpers import drafted, new, place, snap, two_player
from .test_golden_spike import omaha_event


def png_ok(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) <= 500_000
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def differs(a, b) -> bool:
    return render_image(a).tobytes() != render_image(b).tobytes()


def test_golden_spike_tile_on_the_map_then_off_it():
    plain = drafted(4, "usa")
    spike = drafted(4, "usa", golden_spike=True)
    assert differs(plain, spike)  # the tile on its hex south-west of Omaha
    before = snap(spike)
    png_ok(render_board(spike))
    assert snap(spike) == before
    omaha_event(spike, 0)
    png_ok(render_board(spike))  # the tile with the eastern branch's train in the legend row
    after = spike.clone()
    after.spike = {**after.spike, "status": "done", "west": "leather"}
    assert differs(spike, after)
    cancelled = drafted(4, "usa", golden_spike=True)
    cancelled.spike = {**cancelled.spike, "status": "removed"}
    assert differs(cancelled, drafted(4, "usa", golden_spike=True))


def test_ports_masinfira_markers_signals_and_full_steam():
    ports = drafted(3, "europe", ports=True)
    place(ports, "cotton", [(6, 7)])
    png_ok(render_board(ports))
    assert differs(drafted(3, "europe", ports=True), ports)  # the train on the port
    duo = two_player("europe")
    moved = duo.clone()
    moved.mf_number = 5  # the destination-city marker on a city
    moved.mf_company = 2  # the chosen-company marker on Kožedělná
    assert differs(duo, moved)
    png_ok(render_board(moved))
    sig = drafted(3, "usa", signals=True)
    stop = sig.clone()
    stop.signals = [False, True, True]
    assert differs(sig, stop)
    assert differs(drafted(3, "usa"), drafted(3, "usa", full_steam=True))  # the scale up to 20
    assert {"mf-company", "mf-destination", "golden-spike", "signal-go", "signal-stop"} <= set(DEFAULT_WORDS)


def test_debt_is_not_drawn_before_the_reveal():
    a = drafted(3, "usa", secret_debt=True)
    b = a.clone()
    b.debts = [6, 5, 4] if a.debts != [6, 5, 4] else [1, 2, 3]
    assert render_board(a) == render_board(b)
    for state in (a, b):
        state.game_over()
    assert render_board(a) != render_board(b)  # revealed: what each debt cost is drawn
    png_ok(render_board(a))
    assert new(3, "usa").debts is None
