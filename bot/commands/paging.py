"""Long text cut into pieces Discord accepts (a message holds at most 2,000 characters)."""
from __future__ import annotations

MAX_MESSAGE = 2000


def chunks(text: str, limit: int = MAX_MESSAGE) -> list[str]:
    """Split long text at line breaks into pieces Discord accepts."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current or not out:
        out.append(current)
    return out


def pages(lines: list[str], limit: int = MAX_MESSAGE) -> list[str]:
    """Lines joined into pages of at most ``limit`` characters; a line too long is cut short
    with "…" (never split across pages)."""
    return chunks("\n".join(line if len(line) <= limit else line[: limit - 1] + "…" for line in lines), limit)
