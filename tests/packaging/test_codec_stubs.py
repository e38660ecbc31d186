"""packaging/codec_stubs.py: SDL_mixer's music codecs replaced by stubs in the PyInstaller build. The stubbed
SDL_mixer must still load with every symbol bound (else pygame.mixer would silently go missing), WAV must still
load, and the codecs must fail cleanly."""

import importlib.util
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("codec_stubs", ROOT / "packaging" / "codec_stubs.py")
stubs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stubs)


def _pygame_libs() -> Path | None:
    import pygame

    libs = Path(pygame.__file__).parent.parent / "pygame_ce.libs"
    return libs if libs.is_dir() else None


needs_tools = pytest.mark.skipif(
    sys.platform != "linux" or not shutil.which("cc") or not shutil.which("nm") or _pygame_libs() is None,
    reason="Linux with a C compiler, binutils' nm and pygame-ce's bundled libraries",
)


def test_library_names_lose_hash_and_versions():
    assert stubs._lib_name("pygame_ce.libs/libxmp-35a4066c.so.4.7.2") == "libxmp"
    assert stubs._lib_name("libSDL2_mixer-2-6719e6f6.0.so.0.800.2") == "libSDL2_mixer"
    assert stubs._lib_name("libvorbisenc-263afe1b.so.2.0.12") == "libvorbisenc"
    assert stubs._lib_name("libstdc++.so.6") == "libstdc++"
    assert stubs._lib_name("libpython3.11.so.1.0") == "libpython3.11"


def test_stub_source_fails_where_zero_means_success():
    source = stubs.stub_source(["ov_open_callbacks", "mpg123_new"])
    assert "long mpg123_new(void) { return 0; }" in source  # NULL handle: "could not open"
    assert "long ov_open_callbacks(void) { return -1; }" in source


def test_version_script_only_for_versioned_symbols():
    assert stubs.version_script({"a": "", "b": ""}) is None
    script = stubs.version_script({"xmp_a": "XMP_4.0", "xmp_b": "XMP_4.0", "xmp_c": "XMP_4.5", "d": ""})
    assert script == "XMP_4.0 { global: xmp_a; xmp_b; };\nXMP_4.5 { global: xmp_c; };\n"


def test_links_to_files_left_out_are_dropped():
    collected = [("pygame_ce.libs/libxmp.so", "/x/libxmp.so", "BINARY")]
    datas = [
        ("libxmp.so", "pygame_ce.libs/libxmp.so", "SYMLINK"),
        ("libopus.so", "pygame_ce.libs/libopus.so", "SYMLINK"),
        ("vegas_desktop/assets/a.wav", "/src/a.wav", "DATA"),
    ]
    assert stubs.drop_dangling_links(datas, collected) == [datas[0], datas[2]]


def test_without_a_compiler_nothing_changes(monkeypatch):
    monkeypatch.setattr(stubs.shutil, "which", lambda name: None)
    toc = [("pygame_ce.libs/libxmp-35a4066c.so.4.7.2", "/x", "BINARY")]
    assert stubs.stub_codecs(toc, "/nonexistent") is toc


@needs_tools
def test_stubbed_mixer_loads_and_plays_wav_only(tmp_path):
    """The real SDL_mixer and SDL with stubbed codecs: loads with every symbol bound (RTLD_NOW), opens the dummy
    audio device, loads a WAV, and refuses an Ogg file and asks for every codec without crashing."""
    libs = _pygame_libs()
    toc = [(f"pygame_ce.libs/{p.name}", str(p), "BINARY") for p in sorted(libs.iterdir())]
    result = stubs.stub_codecs(toc, str(tmp_path / "work"))
    kept = {stubs._lib_name(dest) for dest, _src, _kind in result}
    assert not kept & set(stubs.CODEC_ONLY_DEPS)
    folder = tmp_path / "libs"
    folder.mkdir()
    stubbed = 0
    for dest, src, _kind in result:
        shutil.copy(src, folder / os.path.basename(dest))
        stubbed += src.startswith(str(tmp_path))
    assert stubbed == len(stubs.CODECS)
    assert os.path.getsize(next(folder.glob("libfluidsynth*"))) < 64_000
    mixer = next(folder.glob("libSDL2_mixer*"))
    sdl = next(folder.glob("libSDL2-*"))
    wav = ROOT / "assets" / "sounds" / "click.wav"
    ogg = tmp_path / "x.ogg"
    ogg.write_bytes(b"OggS" + bytes(60))
    script = textwrap.dedent(f"""
        import ctypes, os
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        sdl = ctypes.CDLL({str(sdl)!r}, mode=os.RTLD_NOW | os.RTLD_GLOBAL)
        mix = ctypes.CDLL({str(mixer)!r}, mode=os.RTLD_NOW)
        sdl.SDL_RWFromFile.restype = ctypes.c_void_p
        mix.Mix_LoadWAV_RW.restype = ctypes.c_void_p
        mix.Mix_LoadWAV_RW.argtypes = [ctypes.c_void_p, ctypes.c_int]
        assert sdl.SDL_Init(0x10) == 0  # audio
        assert mix.Mix_OpenAudio(22050, 0x8010, 1, 512) == 0
        print("init", mix.Mix_Init(0xFF))  # asks for every codec: loaded, opened, must not crash
        wav = mix.Mix_LoadWAV_RW(sdl.SDL_RWFromFile({str(wav).encode()!r}, b"rb"), 1)
        ogg = mix.Mix_LoadWAV_RW(sdl.SDL_RWFromFile({str(ogg).encode()!r}, b"rb"), 1)
        print("wav", bool(wav), "ogg", bool(ogg))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "wav True ogg False" in done.stdout
