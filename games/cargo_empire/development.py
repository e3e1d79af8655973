"""Development markers (car, train, ship) on the three tracks, the crossings and the VP column.

A marker's place is its ``progress`` (spaces moved since the start, left of the first track) and,
while on a track, the ``path`` it follows there. Progress alone orders markers (the two paths of a
track are aligned), which is what maintenance and the 'behind' task cards compare.
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import TrackSide, load_components, load_tracks


@dataclass(frozen=True)
class Place:
    where: str  # "start" | "track" | "crossing" | "vp"
    index: int = 0  # track number 0–2, crossing 0–1, or VP column row
    space: int = 0  # space on the track's path


class Tracks:
    """The three development tracks of one game, in board order."""

    def __init__(self, keys: list[str]) -> None:
        by_key = load_tracks().by_key()
        self.keys = list(keys)
        self.sides: list[TrackSide] = [by_key[k] for k in keys]
        self.lengths = [t.length for t in self.sides]
        self.vp = load_components().vp_column.values
        # start → track 1 → crossing → track 2 → crossing → track 3 → VP column
        self.vp_entry = sum(self.lengths) + 3
        self.max_progress = self.vp_entry + len(self.vp) - 1

    def place(self, progress: int) -> Place:
        if progress == 0:
            return Place("start")
        rem = progress
        for k, length in enumerate(self.lengths):
            if rem <= length:
                return Place("track", k, rem - 1)
            rem -= length
            if k < 2:
                if rem == 1:
                    return Place("crossing", k)
                rem -= 1
        return Place("vp", rem - 1)

    def needs_path(self, progress: int) -> bool:
        """A path is chosen when leaving the start or a crossing (never into the VP column)."""
        if progress >= self.max_progress:
            return False
        return self.place(progress).where in ("start", "crossing")

    def can_move(self, progress: int) -> bool:
        return progress < self.max_progress

    def bonus(self, progress: int, path: str | None) -> str:
        place = self.place(progress)
        if place.where != "track" or path is None:
            return ""
        return self.sides[place.index].path(path)[place.space]

    def points(self, progress: int) -> int:
        place = self.place(progress)
        return self.vp[place.index] if place.where == "vp" else 0

    def step(self, progress: int, path: str | None, choice: str | None) -> tuple[int, str | None]:
        """One space on: the new progress and path (``choice`` is used when a path is chosen)."""
        if self.needs_path(progress):
            path = choice
        progress += 1
        if self.place(progress).where != "track":
            path = None
        return progress, path
