"""Table management in the console (bot/console/table.py): vacation, kick, replace, pace, pause and
resume as Discord's /game commands do them (the same bot/table/table_ops.py checks and changes, the
host's where Discord asks for the host or an admin), on the console's clock (a ManualClock here)."""
from __future__ import annotations

from vypravci.bot.table.clock import ManualClock
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from tests.test_console_identity import run

DAY, HOUR = 86400, 3600


async def table(c: Console) -> None:
    await run(c, "new mini-express", "join Eva", "ai", "start")  # seating: Eva, AI 1, host; Eva to act


async def seats(c: Console) -> list:
    return (await c.sessions.live(CONSOLE_CHANNEL)).state.seats


async def meta(c: Console) -> dict:
    return (await c.sessions.store.active_game(CONSOLE_CHANNEL)).meta


async def test_vacation_hands_your_own_seat_to_an_ai_and_back(console):
    await table(console)
    said = await run(console, "vacation")
    assert said[0] == "host lets an AI play their seat for a while (“vacation off” takes it back)."
    assert (await seats(console))[2].kind == "ai"
    said = await run(console, "Eva: draft steel")  # AI 1, then the AI on the host's seat, answer at once
    assert any(line.startswith("  host takes a starting share") for line in said)
    said = await run(console, "vacation off")
    assert said[0] == "host takes their seat back from the AI." and (await seats(console))[2].kind == "human"
    before = console.refusals
    said = await run(console, "vacation off", "vacation maybe")
    assert said[0] == "Your seat is not played by an AI: you play it yourself."
    assert console.refusals == before + 2 and "vacation off" in said[1]


async def test_kick_and_replace_are_the_hosts_and_a_kicked_player_cannot_come_back_alone(console):
    await table(console)
    said = await run(console, "Eva: kick host", "Eva: replace host Jiří")
    assert said == ["Only the host (host) can do that."] * 2 and console.refusals == 2
    assert [s.kind for s in await seats(console)] == ["human", "ai", "human"] and not (await meta(console)).get("controllers")
    said = await run(console, "kick Eva")  # Eva was to act: her AI moves at once
    assert said[0] == "host hands Eva's seat to an AI." and any(line.startswith("  Eva ") for line in said)
    assert (await meta(console))["controllers"]["0"] == {"ai": "strong", "why": "kick"}  # the stand-in is strong
    said = await run(console, "Eva: vacation off", "kick Zed")
    assert said[0].startswith("The host handed your seat to an AI: only the host can give it back")
    assert said[1] == "Zed plays no seat in this game. The players: Eva, host"
    said = await run(console, "replace Eva Jiří Novák")  # a name with a space, after a name
    assert said[0] == "Jiří Novák takes over Eva's seat in Mini Express."
    now = await seats(console)
    assert (now[0].name, now[0].kind) == ("Jiří Novák", "human")
    said = await run(console, "status")
    assert said[0] == "Mini Express (in play): Jiří Novák, AI 1, host"
    await run(console, "replace Jiří Novák Eva")  # the seat goes back to the player who started with it
    assert (await seats(console))[0].name == "Eva" and not (await meta(console)).get("controllers")


async def test_pace_pause_and_resume_on_the_consoles_clock(console):
    console.clock = clock = ManualClock()
    await table(console)
    said = await run(console, "pause")
    assert said == ["This game has no deadlines: there is no clock to stop (“pace 1d” sets one)."]
    said = await run(console, "pace 1d", "Eva: pace 1h")
    assert said[0] == "host sets the pace of Mini Express: 1 day per move."
    assert said[-1] == "Only the host (host) can do that."
    start = clock.now()
    assert (await meta(console))["deadline"] == start + DAY
    await clock.advance(HOUR)
    said = await run(console, "pause", "status")
    assert said[0].startswith("⏸ host stops the clock") and "The clock is paused." in said
    await clock.advance(2 * HOUR)
    said = await run(console, "resume", "resume")
    assert said[0] == "▶ host starts the clock of Mini Express again."
    assert said[-1] == "The clock of this game is running: there is nothing to resume."
    assert (await meta(console))["deadline"] == start + DAY + 2 * HOUR  # the paused time is added
    said = await run(console, "status")
    assert "Pace: 1 day per move." in said
    assert any(line.startswith("Time for this move: until ") and "(23 hours left)" in line for line in said)
    said = await run(console, "pace off")
    assert said[0] == "host switches the deadlines of Mini Express off." and "deadline" not in await meta(console)


async def test_pace_in_the_lobby_and_table_commands_in_czech(console):
    await run(console, "new mini-express", "join Eva", "lang cs")
    said = await run(console, "tempo 3d", "Eva: tempo 1h", "Eva: dovolená")
    assert said == ["host nastavuje tempo hry Mini Express: 3 dny na tah.",
                    "Tohle může udělat jen zakladatel stolu (host).",
                    "Místa mění hráče jen v rozehrané hře."]
    assert (await meta(console))["pace"] == 3 * DAY


async def test_help_lists_the_table_commands_with_an_example_each(console):
    said = "\n".join(await run(console, "help"))
    for example in ("vacation off", "kick Eva", "replace Eva Jiří Novák", "pace 1d", "pause", "resume"):
        assert example in said, example
    assert "this computer's clock" in said


async def test_stand_in_level_is_the_hosts_choice_and_switches_the_ai_standing_in(console):
    """The host chooses the stand-ins' level (issue 24 item 3): kept in meta, used for the next seat
    handed over, and the AI standing in now switches too; a level the game lacks is refused."""
    await table(console)
    said = await run(console, "Eva: stand-in simple", "stand-in", "stand-in mighty")
    assert said[0] == "Only the host (host) can do that."
    assert said[1] == "Type the AI level: stand-in random|simple|strong"
    assert said[2] == "There is no AI level “mighty” in this game. Levels: random, simple, strong"
    assert "stand_in" not in await meta(console) and console.refusals == 3
    await run(console, "kick Eva")
    assert (await meta(console))["controllers"]["0"]["ai"] == "strong"  # the default
    said = await run(console, "stand-in SIMPLE")
    assert said[0] == "host chooses the AI that plays a seat handed over in Mini Express: simple."
    m = await meta(console)
    assert m["stand_in"] == "simple" and m["controllers"]["0"] == {"ai": "simple", "why": "kick"}
    assert (await seats(console))[0].ai == "simple"
    said = await run(console, "replace Eva Eva", "vacation")  # the next stand-in is the chosen level
    assert (await meta(console))["controllers"]["2"] == {"ai": "simple", "why": "vacation"}


async def test_stand_in_takes_the_czech_level_name(console):
    """A level typed as Czech names it (``jednoduchý``, accents optional) — the answer is in Czech."""
    console.p.locale = "cs"
    await table(console)
    said = await run(console, "záskok jednoduchy")
    assert (await meta(console))["stand_in"] == "simple"
    assert said[0] == "host určuje, jaká AI hraje předané místo ve hře Mini Express: jednoduchý."
