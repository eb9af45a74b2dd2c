"""The package as installed: the wheel's metadata, licence files, stubs and abi3 build."""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import sudoku_strata as ss


def test_the_wheel_carries_its_licences_readme_urls_and_classifiers():
    meta = importlib.metadata.metadata("sudoku-strata")
    assert meta["License-Expression"] == "MIT OR Apache-2.0"
    assert sorted(meta.get_all("License-File")) == ["LICENSE-APACHE", "LICENSE-MIT"]
    assert "Typing :: Typed" in meta.get_all("Classifier")
    assert any(url.startswith("Documentation, https://") for url in meta.get_all("Project-URL"))
    assert meta["Description-Content-Type"].startswith("text/markdown")
    # The readme is the body of the metadata, or its Description field in older forms.
    assert "python -m sudoku_strata" in (meta.get_payload() or meta["Description"] or "")
    files = {Path(str(f)).name for f in importlib.metadata.files("sudoku-strata") or []}
    assert {"LICENSE-MIT", "LICENSE-APACHE"} <= files
    apache = next(f for f in importlib.metadata.files("sudoku-strata") or [] if f.name == "LICENSE-APACHE")
    assert "Apache License" in apache.read_text()


def test_the_extension_is_built_for_the_stable_abi_with_stubs_beside_it():
    native = Path(ss._native.__file__)
    assert ".abi3." in native.name
    assert (native.parent / "_native.pyi").exists() and (native.parent / "py.typed").exists()
    assert ss.__version__ == importlib.metadata.version("sudoku-strata")
