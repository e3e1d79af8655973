"""Mini Express actions and their stable JSON forms (documented in docs/actions.md)."""
from __future__ import annotations

from pydantic import Field

from vypravci.games.core import Action

from .companies import Company


class DraftShare(Action, type="draft"):
    """Set-up step 9: take one of the set-aside shares."""
    company: Company


class BuyShare(Action, type="buy"):
    """Pořízení akcie: pay influence equal to the trains on the company's area, take a share."""
    company: Company


class BuildTrack(Action, type="build"):
    """Stavba trati: one shortest route into a city. ``route`` (hexes as [col, row], ending at the
    city) picks among equally short routes; omitted, the first in canonical order is built.
    ``wild`` names the company raised by a wild demand symbol."""
    company: Company
    city: str
    route: tuple[tuple[int, int], ...] | None = None
    wild: Company | None = None


class SplitShares(Action, type="split"):
    """Experts' duel set-up (Hra pro 2 zkušené hráče): the split of the 8 starting shares.

    Three picks, in this order: the start player names the company of which they take both
    set-aside shares; the start player names a second company, of which each player takes one;
    the other player names one of the two remaining companies and takes both its shares. Each
    player then takes one share of the last company (automatic)."""
    company: Company


class Pass(Action, type="pass"):
    """Only when no other action is legal (a house rule: the rulebook never reaches that case)."""


class ChooseBranch(Action, type="branch"):
    """Zlatý hřeb: the active player's track has just linked Omaha and San Francisco; name the company
    that runs the western branch (one with a train on a hex where the branches met, not the eastern
    branch). Legal only while that choice is pending."""
    company: Company


class ChoosePort(Action, type="port"):
    """Přístavy: the active player's first track into a city with a wild demand token has taken a
    train of the token's company; name the free port hex ([col, row]) it goes on. Legal only while
    that choice is pending."""
    hex: tuple[int, int]


class ChooseNext(Action, type="next"):
    """V ruchu a spěchu: after the turn, the active player names the seat that plays next (one whose
    signal shows Volno; after a reset, any other seat). Legal only while that choice is pending."""
    player: int = Field(ge=0)


class BuildUnderground(Action, type="underground"):
    """Spojené království, Stavba londýnského metra: one white train onto a free hex of the six
    around London ([col, row]); white's track length moves by the number printed there."""
    hex: tuple[int, int]


class BuildFerry(Action, type="ferry"):
    """Spojené království, Stavba trajektové linky: instead of track, ``company`` takes the free
    ferry line ``ferry`` from the end city where it has a train into the other end city."""
    company: Company
    ferry: str


class BuildWhite(Action, type="white"):
    """Tchaj-wan, Stavba trati bílé společnosti: white track from the occupied city ``source``
    across exactly one mountain hex into the unoccupied city ``city`` on the other side; ``route``
    picks among equally short routes (omitted: the first in canonical order). ``wild``: the
    company whose influence a wild symbol of the city's demand token raises, chosen by the builder
    as in the standard game (step 3); only for a token with a wild symbol. Omitted there, the first
    company in canonical order: records stored before the choice was offered replay unchanged."""
    source: str
    city: str
    route: tuple[tuple[int, int], ...] | None = None
    wild: Company | None = None


class ChooseInfluence(Action, type="influence"):
    """Spojené království, Připojení venkova: one influence of a countryside city's wild symbols
    (each symbol in a different company). Legal only while that choice is pending."""
    company: Company


class ChooseRestriction(Action, type="restrict"):
    """Tchaj-wan: the company (brown, grey or orange) whose influence and restriction token go down
    1 for a white share or white track. Legal only while that choice is pending."""
    company: Company


class ChooseSeal(Action, type="seal"):
    """Tchaj-wan, Císařská pečeť before final scoring: the company (not white) the holder raises by
    1; the other two go down 1. Legal only while that choice is pending."""
    company: Company


ACTION_TYPES = (DraftShare, BuyShare, BuildTrack, SplitShares, Pass, ChooseBranch, ChoosePort, ChooseNext,
                BuildUnderground, BuildFerry, BuildWhite, ChooseInfluence, ChooseRestriction, ChooseSeal)
