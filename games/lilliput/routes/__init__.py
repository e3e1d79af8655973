"""18Lilliput routes: the exact maximum-revenue optimizer and the route checker (docs/routes.md).

``best_routes(graph, company, trains)`` → the maximum revenue and one set of routes reaching it;
``check_routes(graph, company, trains, submitted)`` → a player's routes checked rule by rule.
"""
from .check import SECTION, RouteCheck, Submitted, check_routes
from .graph import Path, Point, Route, RouteGraph, Routes, Stop, Train
from .search import DEFAULT_BUDGET, best_routes

__all__ = [
    "DEFAULT_BUDGET", "SECTION", "Path", "Point", "Route", "RouteCheck", "RouteGraph", "Routes",
    "Stop", "Submitted", "Train", "best_routes", "check_routes",
]
