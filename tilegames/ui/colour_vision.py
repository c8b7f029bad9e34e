"""How colours look to people with colour-vision deficiencies, how far apart two colours look,
and how well text stands out: the numbers behind the palettes and the contrast of ``theme``.

Pure arithmetic on sRGB triples (0..255), no Qt, so that tests and scripts can use it anywhere.

- ``simulate(rgb, vision)``: Machado, Oliveira and Fernandes (2009) at severity 1.0 (the full
  dichromacies protanopia, deuteranopia and tritanopia), applied on linear RGB.
- ``delta_e(a, b)``: CIEDE2000 colour difference of two sRGB colours (D65). About 2 is "just
  noticeable" side by side; pieces on a board, seen apart and small, need far more.
- ``contrast_ratio(fg, bg)``: WCAG 2.x contrast ratio, 1..21 (AA: 4.5 for normal text, 3 for large).
"""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]

VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")

# Machado, Oliveira and Fernandes (2009), severity 1.0, for linear RGB.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def to_linear(value: float) -> float:
    """One sRGB channel (0..255) as linear light (0..1)."""
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(value: float) -> float:
    """One linear channel (0..1) as sRGB (0..255, not rounded)."""
    c = min(max(value, 0.0), 1.0)
    return 255 * (c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB | tuple[float, float, float], vision: str) -> tuple[float, float, float]:
    """``rgb`` as a person with ``vision`` sees it (sRGB 0..255, as floats)."""
    if vision == "normal":
        return (float(rgb[0]), float(rgb[1]), float(rgb[2]))
    matrix = MACHADO[vision]
    linear = [to_linear(v) for v in rgb]
    seen = [sum(row[j] * linear[j] for j in range(3)) for row in matrix]
    return (to_srgb(seen[0]), to_srgb(seen[1]), to_srgb(seen[2]))


def lab(rgb: RGB | tuple[float, float, float]) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (to_linear(v) for v in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    d_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lp_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_bar = (h1p + h2p + 360) / 2
    else:
        hp_bar = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hp_bar - 30))
         + 0.24 * math.cos(math.radians(2 * hp_bar))
         + 0.32 * math.cos(math.radians(3 * hp_bar + 6))
         - 0.20 * math.cos(math.radians(4 * hp_bar - 63)))
    d_theta = 30 * math.exp(-(((hp_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (lp_bar - 50) ** 2 / math.sqrt(20 + (lp_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dlp / s_l) ** 2 + (dcp / s_c) ** 2 + (d_hp / s_h) ** 2
                     + r_t * (dcp / s_c) * (d_hp / s_h))


def delta_e(a: RGB | tuple[float, float, float], b: RGB | tuple[float, float, float],
            vision: str = "normal") -> float:
    """CIEDE2000 difference of two sRGB colours as seen with ``vision``."""
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


def closest_pair(colours: dict[str, RGB], vision: str) -> tuple[float, str, str]:
    """The two colours of ``colours`` that look most alike with ``vision``: (ΔE00, name, name)."""
    names = list(colours)
    best = (math.inf, "", "")
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            d = delta_e(colours[a], colours[b], vision)
            if d < best[0]:
                best = (d, a, b)
    return best


def luminance(rgb: RGB | tuple[float, float, float]) -> float:
    """WCAG relative luminance (0 black .. 1 white)."""
    r, g, b = (to_linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(fg: RGB | tuple[float, float, float],
                   bg: RGB | tuple[float, float, float]) -> float:
    """WCAG contrast ratio of text colour ``fg`` on ``bg`` (1..21)."""
    a, b = luminance(fg), luminance(bg)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def over(fg: tuple[int, int, int, int], bg: RGB) -> tuple[float, float, float]:
    """A colour with alpha (``fg`` r, g, b, a 0..255) painted over an opaque ``bg``."""
    alpha = fg[3] / 255
    return (fg[0] * alpha + bg[0] * (1 - alpha), fg[1] * alpha + bg[1] * (1 - alpha),
            fg[2] * alpha + bg[2] * (1 - alpha))
