"""18Lilliput routes: the exact maximum-revenue optimizer and the route checker (docs/routes.md)."""
from .graph import Path, Point, Route, RouteGraph, Routes, Stop, Train

__all__ = ["Path", "Point", "Route", "RouteGraph", "Routes", "Stop", "Train"]
