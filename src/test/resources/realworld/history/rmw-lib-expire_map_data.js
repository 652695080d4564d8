window.BENCHMARK_DATA = {
  "lastUpdate": 1658306321443,
  "repoUrl": "https://github.com/rmw-lib/expire_map",
  "entries": {
    "Benchmark": [
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "27e0a64e908576c5356dfca0d89869a3bd472d08",
          "message": "🔶",
          "timestamp": "2022-07-19T17:07:41+08:00",
          "tree_id": "561f5ea3b21eb20c64a8185a56493358cccec991",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/27e0a64e908576c5356dfca0d89869a3bd472d08"
        },
        "date": 1658221822418,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "67c348636a27094fa7aa083077fc051de1fba0ec",
          "message": "init",
          "timestamp": "2022-07-19T17:07:30+08:00",
          "tree_id": "1fd800a5b488fbc9cf7aaf5a7f7261f73f031243",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/67c348636a27094fa7aa083077fc051de1fba0ec"
        },
        "date": 1658221870936,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "d3ea63de8278077ea740d79ad9a5a10f84b72ee1",
          "message": "🔶",
          "timestamp": "2022-07-19T17:13:00+08:00",
          "tree_id": "3bb58ffed7341df896b1b2d8d057b574f34d2a0d",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/d3ea63de8278077ea740d79ad9a5a10f84b72ee1"
        },
        "date": 1658222197731,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "2ba4810537d49d645bbdcf35ccd021e9ea1586b3",
          "message": "🔶",
          "timestamp": "2022-07-19T17:15:12+08:00",
          "tree_id": "dde3b004065493a069652e823890da12128766f0",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/2ba4810537d49d645bbdcf35ccd021e9ea1586b3"
        },
        "date": 1658222284147,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "d72cc4461a87ea84068f1f079865932a96365f9e",
          "message": "🔶",
          "timestamp": "2022-07-19T17:22:19+08:00",
          "tree_id": "f2f87383f77a2c48e2667c98563ab5d02a7656af",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/d72cc4461a87ea84068f1f079865932a96365f9e"
        },
        "date": 1658222761073,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 8,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "2728a5c95a4b3125c1e3b64977c708339e8bf49a",
          "message": "🔶",
          "timestamp": "2022-07-19T17:25:05+08:00",
          "tree_id": "523f9991a2ff8f54b540e49fad2e6c401f7f4fe4",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/2728a5c95a4b3125c1e3b64977c708339e8bf49a"
        },
        "date": 1658222918051,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "7390b36c2c936945c1dd5cf879998fc083da4c3c",
          "message": "🔶",
          "timestamp": "2022-07-19T17:31:30+08:00",
          "tree_id": "9252477b6f602b3e4311fd707bf75ab47ee2a568",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/7390b36c2c936945c1dd5cf879998fc083da4c3c"
        },
        "date": 1658223259983,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "ce702e8d4a99a13a294949f6e20d2e562ae47faa",
          "message": "init",
          "timestamp": "2022-07-19T17:32:31+08:00",
          "tree_id": "5a6eeb07fdd30215db1e031e05f34259e58212a7",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/ce702e8d4a99a13a294949f6e20d2e562ae47faa"
        },
        "date": 1658223310130,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "2f7a914076773b206afe1ea2663628c33078be9f",
          "message": "🔶",
          "timestamp": "2022-07-19T17:57:25+08:00",
          "tree_id": "ca2e58b4975343ae86879097e34a17a02de5be73",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/2f7a914076773b206afe1ea2663628c33078be9f"
        },
        "date": 1658224856152,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "81affff6b1774684abb66af5caaa7567595dd190",
          "message": "🔶",
          "timestamp": "2022-07-19T19:24:45+08:00",
          "tree_id": "03c3df53f2341e4a220044226709bfdec196742c",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/81affff6b1774684abb66af5caaa7567595dd190"
        },
        "date": 1658230076341,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "bd6e9069429da6aef50ae4011350b8722d89f128",
          "message": "🔶",
          "timestamp": "2022-07-19T19:25:15+08:00",
          "tree_id": "3b398505f01ab28cb99bdb46c9273dae2987ab12",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/bd6e9069429da6aef50ae4011350b8722d89f128"
        },
        "date": 1658230121207,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "e2788c50ad1e71c23bc4b5d57c196e5fb86264b5",
          "message": "🔶",
          "timestamp": "2022-07-19T23:40:58+08:00",
          "tree_id": "a812950b137838801d76cabad6fbf2c7ca7e4939",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/e2788c50ad1e71c23bc4b5d57c196e5fb86264b5"
        },
        "date": 1658245457264,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "0d65427cba2d00e10d326a31fcb42d6e73544454",
          "message": "🔶",
          "timestamp": "2022-07-19T23:48:16+08:00",
          "tree_id": "b4fbc75b29a9ae67cc53ea160f31299d9e496096",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/0d65427cba2d00e10d326a31fcb42d6e73544454"
        },
        "date": 1658245867099,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "0462d970a4f34c7883813f4a48a0a53bed16cb03",
          "message": "init",
          "timestamp": "2022-07-19T23:54:00+08:00",
          "tree_id": "9a5e58ba86b3854fed40d13934dc7621cb9ca9d4",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/0462d970a4f34c7883813f4a48a0a53bed16cb03"
        },
        "date": 1658246211376,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "3654756c80d367959c51086e3cefbeb6aa2ebb9d",
          "message": "🔶",
          "timestamp": "2022-07-20T00:15:18+08:00",
          "tree_id": "b16b70704a85f012ea5ba9aefd61eca3cb96b8bc",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/3654756c80d367959c51086e3cefbeb6aa2ebb9d"
        },
        "date": 1658247489910,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "13aa218fb265c1e4f16cc0f523a5d49662ce76b8",
          "message": "🔶",
          "timestamp": "2022-07-20T00:46:01+08:00",
          "tree_id": "eb36f900a7947260be1df875226daf553ee65ce0",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/13aa218fb265c1e4f16cc0f523a5d49662ce76b8"
        },
        "date": 1658249340000,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "6f47161e972169d9d773e7c3a88aeb3085bc8c12",
          "message": "🔶",
          "timestamp": "2022-07-20T00:55:04+08:00",
          "tree_id": "31b77d384f90f9702c8a90bf9c725fc36d2165d3",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/6f47161e972169d9d773e7c3a88aeb3085bc8c12"
        },
        "date": 1658249870067,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "bdfd9c7dfb123de141b3fd24ca7c912ce58172aa",
          "message": "🔶",
          "timestamp": "2022-07-20T01:31:51+08:00",
          "tree_id": "1c781b1a6fdb7f16bcfef663989db71233695508",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/bdfd9c7dfb123de141b3fd24ca7c912ce58172aa"
        },
        "date": 1658252097097,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 6,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "0f162065fc98d9a9c934f2a304969ceea3d7bd3f",
          "message": "🔶",
          "timestamp": "2022-07-20T01:32:43+08:00",
          "tree_id": "53af5cf2520237c682ae5357b24be4fface37243",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/0f162065fc98d9a9c934f2a304969ceea3d7bd3f"
        },
        "date": 1658252127665,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "09e8519aabf41041a12cea787df3b7687d7e5278",
          "message": "🔶",
          "timestamp": "2022-07-20T01:40:30+08:00",
          "tree_id": "133b3f58a507501203f8064f273b98328fd3bd88",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/09e8519aabf41041a12cea787df3b7687d7e5278"
        },
        "date": 1658252638832,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "50c66f23c88ec68d9829ab8ec6c6622ced4de018",
          "message": "🔶",
          "timestamp": "2022-07-20T01:43:09+08:00",
          "tree_id": "6a4e381a89bc6f0f3db211a134f631589746dc21",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/50c66f23c88ec68d9829ab8ec6c6622ced4de018"
        },
        "date": 1658252751122,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "f1ad1d68770248fb3779df5e69cf66c2b5f14a2c",
          "message": "🔶",
          "timestamp": "2022-07-20T01:53:32+08:00",
          "tree_id": "583c16a99856603cb9773ee58b5ff2d7ed85dfda",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/f1ad1d68770248fb3779df5e69cf66c2b5f14a2c"
        },
        "date": 1658253377442,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "accd59628932ce52eb537198d5eb3415da77204c",
          "message": "🔶",
          "timestamp": "2022-07-20T01:59:32+08:00",
          "tree_id": "50aca2a0c0ae417228bcd1960aa693ff4e68afd3",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/accd59628932ce52eb537198d5eb3415da77204c"
        },
        "date": 1658253738686,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "c865e1f84e4ea76f0468ff3d2a79e181b5c27858",
          "message": "🔶",
          "timestamp": "2022-07-20T02:08:40+08:00",
          "tree_id": "365d32575e6ea9a047104e173ef9164b03644c4b",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/c865e1f84e4ea76f0468ff3d2a79e181b5c27858"
        },
        "date": 1658254333062,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 10,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "b83edf11a7490df528dca59922c0b215b87f939d",
          "message": "init",
          "timestamp": "2022-07-20T02:31:40+08:00",
          "tree_id": "b8bee9175ad1cefca31d6edea59963e9963799e8",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/b83edf11a7490df528dca59922c0b215b87f939d"
        },
        "date": 1658255681618,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "1f4c8d2511c17cb936c81cc379d4d5bc79ab02cf",
          "message": "🔶",
          "timestamp": "2022-07-20T10:45:36+08:00",
          "tree_id": "2f660afc343718ed59f33263973e4a7e184254d7",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/1f4c8d2511c17cb936c81cc379d4d5bc79ab02cf"
        },
        "date": 1658285438840,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "1ba85e2f34db86b8e3f0b5455a94f5ca5a16d03a",
          "message": "🔶",
          "timestamp": "2022-07-20T10:48:06+08:00",
          "tree_id": "207eeec2a34b2d22317c8e3e192fe64b8c576f50",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/1ba85e2f34db86b8e3f0b5455a94f5ca5a16d03a"
        },
        "date": 1658285533607,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "bfa36c057cdd4cf853274de8bd099ad9159c0e65",
          "message": "init",
          "timestamp": "2022-07-20T11:00:29+08:00",
          "tree_id": "af41f19125b00de04a1a3e5f2c63a69be81bdf89",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/bfa36c057cdd4cf853274de8bd099ad9159c0e65"
        },
        "date": 1658286243533,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 10,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "4f814eb4333f3a0b513ca24a4f11ebf871a5d20e",
          "message": "🔶",
          "timestamp": "2022-07-20T11:03:06+08:00",
          "tree_id": "2e798117563f64de5d8eaaddb041cdfd293436cb",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/4f814eb4333f3a0b513ca24a4f11ebf871a5d20e"
        },
        "date": 1658286353051,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "51706695220186e3f123db774d9ed08a85854d69",
          "message": "🔶",
          "timestamp": "2022-07-20T11:06:15+08:00",
          "tree_id": "699e84e3225c066894411041df5ba3227085ab57",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/51706695220186e3f123db774d9ed08a85854d69"
        },
        "date": 1658286544561,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 8,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "6a44c639fb31684dc28c7cd8e1972a2cc09e5d9b",
          "message": "dist",
          "timestamp": "2022-07-20T12:29:28+08:00",
          "tree_id": "ff7fc76dbb27d197ffee108fe56754a88f9eed19",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/6a44c639fb31684dc28c7cd8e1972a2cc09e5d9b"
        },
        "date": 1658291521652,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "bab1cb8fb0e94caffb2270a6f0296f38e84e1eb1",
          "message": "dist",
          "timestamp": "2022-07-20T12:30:11+08:00",
          "tree_id": "ce2680ef8b34852ab4c9e6c61cef8ea066a68740",
          "url": "https://github.com/rmw-lib/rust_tmpl/commit/bab1cb8fb0e94caffb2270a6f0296f38e84e1eb1"
        },
        "date": 1658291589176,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 9,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "committer": {
            "email": "i@rmw.link",
            "name": "gcxfd",
            "username": "gcxfd"
          },
          "distinct": true,
          "id": "a4aa6f0aebfb91791f60bf0fd767ea34774ade97",
          "message": "init",
          "timestamp": "2022-07-20T16:34:11+08:00",
          "tree_id": "63e289cd5a8085c81b95d5badfa24edbb7582561",
          "url": "https://github.com/rmw-lib/expire_map/commit/a4aa6f0aebfb91791f60bf0fd767ea34774ade97"
        },
        "date": 1658306320809,
        "tool": "cargo",
        "benches": [
          {
            "name": "add",
            "value": 7,
            "range": "± 0",
            "unit": "ns/iter"
          }
        ]
      }
    ]
  }
}