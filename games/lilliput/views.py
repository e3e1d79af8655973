"""What the table shows (everything in 18Lilliput is public): a summary for renderers and messages."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from . import characters
from .components import load_companies, load_trains
from .economy import trains

if TYPE_CHECKING:
    from .state import LilliputState


def table(state: "LilliputState") -> dict:
    data = load_companies()
    companies = []
    for cid in state.company_order():
        comp = state.companies[cid]
        info = data.get(cid)
        companies.append({
            "id": cid, "name": info.name, "abbr": info.abbr, "colour": info.colour,
            "director": comp["director"], "treasury": comp["treasury"],
            "price": state.market.value(comp["space"]), "space": comp["space"],
            "trains": [{"id": t["id"], "type": t["type"], "obsolete": trains.is_obsolete(state, t)}
                       for t in comp["trains"]],
            "stations_left": data.station_tokens - comp["stations"],
            "next_station_cost": characters.station_cost(state, cid) if comp["stations"] < data.station_tokens else None,
            "bank_shares": comp["bank"],
            "last_run": state.last_runs.get(cid),
        })
    players = [{"seat": s, "name": state.seats[s].name, "cash": p["cash"], "shares": dict(p["shares"]),
                "director_of": state.directed(s), "characters": list(p["characters"]),
                "dimens_land": p["dimens"], "score": state.scores()[s]}
               for s, p in enumerate(state.players)]
    phase = load_trains().phase(state.phase)
    return {
        "round": state.round, "rounds": state.rounds, "phase": state.phase, "limit": phase.limit,
        "colours": list(phase.colours), "company_money": phase.company_money,
        "start_player": state.start_player, "cards": list(state.cards), "used": dict(state.used),
        "deck": {"top": trains.top_train(state), "left": dict(Counter(state.deck))},
        "depot": [t["type"] for t in state.depot], "rusted": state.rusted,
        "market": {"upper": state.market.values[1::2], "lower": state.market.values[0::2]},
        "companies": companies, "players": players,
        "removed": [cid for cid, c in state.companies.items() if c["removed"]],
        # Solo: Gulliver's seat (an automa) and his companies, first his start company.
        "gulliver": state.gulliver, "gulliver_companies": list(state.g_companies),
    }
