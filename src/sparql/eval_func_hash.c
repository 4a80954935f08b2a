/* SPDX-License-Identifier: Apache-2.0 */
/* The hash functions of section 17.4.6: MD5 (RFC 1321), SHA-1, SHA-256,
 * SHA-384 and SHA-512 (FIPS 180-4) of a simple literal's UTF-8 bytes, as
 * lower-case hexadecimal simple literals. Written here from those
 * descriptions: papergraph links no crypto library. */
#include <stdint.h>
#include <string.h>

#include "sparql/eval_func_int.h"

/* ---- MD5 */

static uint32_t rol32(uint32_t x, unsigned c) { return (x << c) | (x >> (32 - c)); }

static void md5(const unsigned char *msg, size_t len, unsigned char out[16])
{
	static const unsigned s[64] = {
		7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
		5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
		4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
		6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};
	static const uint32_t k[64] = {
		0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613,
		0xfd469501, 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193,
		0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d,
		0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
		0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122,
		0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa,
		0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244,
		0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
		0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
		0xeb86d391};
	uint32_t h[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
	size_t total = ((len + 8) / 64 + 1) * 64;
	uint64_t bits = (uint64_t)len * 8;
	for (size_t off = 0; off < total; off += 64) {
		unsigned char blk[64];
		for (size_t i = 0; i < 64; i++) {
			size_t p = off + i;
			blk[i] = p < len ? msg[p] : p == len ? 0x80 : 0;
			if (p >= total - 8)
				blk[i] = (unsigned char)(bits >> (8 * (p - (total - 8))));
		}
		uint32_t m[16];
		for (int i = 0; i < 16; i++)
			m[i] = (uint32_t)blk[4 * i] | (uint32_t)blk[4 * i + 1] << 8 |
			       (uint32_t)blk[4 * i + 2] << 16 | (uint32_t)blk[4 * i + 3] << 24;
		uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
		for (unsigned i = 0; i < 64; i++) {
			uint32_t f;
			unsigned g;
			if (i < 16) {
				f = (b & c) | (~b & d);
				g = i;
			} else if (i < 32) {
				f = (d & b) | (~d & c);
				g = (5 * i + 1) % 16;
			} else if (i < 48) {
				f = b ^ c ^ d;
				g = (3 * i + 5) % 16;
			} else {
				f = c ^ (b | ~d);
				g = (7 * i) % 16;
			}
			uint32_t t = d;
			d = c;
			c = b;
			b = b + rol32(a + f + k[i] + m[g], s[i]);
			a = t;
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
	}
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++)
			out[4 * i + j] = (unsigned char)(h[i] >> (8 * j));
}

/* The block at byte `off` (of `bsize` bytes, 64 or 128) of the message
 * padded as SHA-1 and SHA-2 want it to `total` bytes: 0x80, zeros, and the
 * length in bits big-endian at the end (of a 128-bit field, only the low 64
 * bits can be non-zero). */
static void sha_block(const unsigned char *msg, size_t len, size_t total, size_t off,
		      size_t bsize, unsigned char *blk)
{
	uint64_t bits = (uint64_t)len * 8;
	for (size_t i = 0; i < bsize; i++) {
		size_t p = off + i;
		blk[i] = p < len ? msg[p] : p == len ? 0x80 : 0;
		if (p >= total - 8)
			blk[i] = (unsigned char)(bits >> (8 * (total - 1 - p)));
	}
}

/* ---- SHA-1 */

static void sha1(const unsigned char *msg, size_t len, unsigned char out[20])
{
	uint32_t h[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
	size_t total = ((len + 8) / 64 + 1) * 64;
	for (size_t off = 0; off < total; off += 64) {
		unsigned char blk[64];
		sha_block(msg, len, total, off, 64, blk);
		uint32_t w[80];
		for (int i = 0; i < 16; i++)
			w[i] = (uint32_t)blk[4 * i] << 24 | (uint32_t)blk[4 * i + 1] << 16 |
			       (uint32_t)blk[4 * i + 2] << 8 | blk[4 * i + 3];
		for (int i = 16; i < 80; i++)
			w[i] = rol32(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
		uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
		for (int i = 0; i < 80; i++) {
			uint32_t f, k;
			if (i < 20) {
				f = (b & c) | (~b & d);
				k = 0x5a827999;
			} else if (i < 40) {
				f = b ^ c ^ d;
				k = 0x6ed9eba1;
			} else if (i < 60) {
				f = (b & c) | (b & d) | (c & d);
				k = 0x8f1bbcdc;
			} else {
				f = b ^ c ^ d;
				k = 0xca62c1d6;
			}
			uint32_t t = rol32(a, 5) + f + e + k + w[i];
			e = d;
			d = c;
			c = rol32(b, 30);
			b = a;
			a = t;
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		h[4] += e;
	}
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 4; j++)
			out[4 * i + j] = (unsigned char)(h[i] >> (24 - 8 * j));
}

/* ---- SHA-256 */

static uint32_t ror32(uint32_t x, unsigned c) { return (x >> c) | (x << (32 - c)); }

static void sha256(const unsigned char *msg, size_t len, unsigned char out[32])
{
	static const uint32_t k[64] = {
		0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
		0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
		0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
		0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
		0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
		0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
		0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
		0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
		0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
		0xc67178f2};
	uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
			 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
	size_t total = ((len + 8) / 64 + 1) * 64;
	for (size_t off = 0; off < total; off += 64) {
		unsigned char blk[64];
		sha_block(msg, len, total, off, 64, blk);
		uint32_t w[64];
		for (int i = 0; i < 16; i++)
			w[i] = (uint32_t)blk[4 * i] << 24 | (uint32_t)blk[4 * i + 1] << 16 |
			       (uint32_t)blk[4 * i + 2] << 8 | blk[4 * i + 3];
		for (int i = 16; i < 64; i++) {
			uint32_t s0 = ror32(w[i - 15], 7) ^ ror32(w[i - 15], 18) ^ (w[i - 15] >> 3);
			uint32_t s1 = ror32(w[i - 2], 17) ^ ror32(w[i - 2], 19) ^ (w[i - 2] >> 10);
			w[i] = w[i - 16] + s0 + w[i - 7] + s1;
		}
		uint32_t v[8];
		memcpy(v, h, sizeof v);
		for (int i = 0; i < 64; i++) {
			uint32_t S1 = ror32(v[4], 6) ^ ror32(v[4], 11) ^ ror32(v[4], 25);
			uint32_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
			uint32_t t1 = v[7] + S1 + ch + k[i] + w[i];
			uint32_t S0 = ror32(v[0], 2) ^ ror32(v[0], 13) ^ ror32(v[0], 22);
			uint32_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
			memmove(v + 1, v, 7 * sizeof v[0]);
			v[4] += t1;
			v[0] = t1 + S0 + maj;
		}
		for (int i = 0; i < 8; i++)
			h[i] += v[i];
	}
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 4; j++)
			out[4 * i + j] = (unsigned char)(h[i] >> (24 - 8 * j));
}

/* ---- SHA-512 and SHA-384 */

static uint64_t ror64(uint64_t x, unsigned c) { return (x >> c) | (x << (64 - c)); }

static void sha512(const unsigned char *msg, size_t len, bool is384, unsigned char *out)
{
	static const uint64_t k[80] = {
		0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
		0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
		0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
		0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
		0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
		0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
		0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
		0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
		0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
		0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
		0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
		0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
		0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
		0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
		0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
		0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
		0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
		0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
		0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
		0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817};
	static const uint64_t h512[8] = {0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b,
					 0xa54ff53a5f1d36f1, 0x510e527fade682d1, 0x9b05688c2b3e6c1f,
					 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179};
	static const uint64_t h384[8] = {0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17,
					 0x152fecd8f70e5939, 0x67332667ffc00b31, 0x8eb44a8768581511,
					 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4};
	uint64_t h[8];
	memcpy(h, is384 ? h384 : h512, sizeof h);
	/* the 128-bit length field: its high 8 bytes are 0 for any size_t length */
	size_t total = ((len + 16) / 128 + 1) * 128;
	for (size_t off = 0; off < total; off += 128) {
		unsigned char blk[128];
		sha_block(msg, len, total, off, 128, blk);
		uint64_t w[80];
		for (int i = 0; i < 16; i++) {
			w[i] = 0;
			for (int j = 0; j < 8; j++)
				w[i] = w[i] << 8 | blk[8 * i + j];
		}
		for (int i = 16; i < 80; i++) {
			uint64_t s0 = ror64(w[i - 15], 1) ^ ror64(w[i - 15], 8) ^ (w[i - 15] >> 7);
			uint64_t s1 = ror64(w[i - 2], 19) ^ ror64(w[i - 2], 61) ^ (w[i - 2] >> 6);
			w[i] = w[i - 16] + s0 + w[i - 7] + s1;
		}
		uint64_t v[8];
		memcpy(v, h, sizeof v);
		for (int i = 0; i < 80; i++) {
			uint64_t S1 = ror64(v[4], 14) ^ ror64(v[4], 18) ^ ror64(v[4], 41);
			uint64_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
			uint64_t t1 = v[7] + S1 + ch + k[i] + w[i];
			uint64_t S0 = ror64(v[0], 28) ^ ror64(v[0], 34) ^ ror64(v[0], 39);
			uint64_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
			memmove(v + 1, v, 7 * sizeof v[0]);
			v[4] += t1;
			v[0] = t1 + S0 + maj;
		}
		for (int i = 0; i < 8; i++)
			h[i] += v[i];
	}
	for (int i = 0; i < (is384 ? 6 : 8); i++)
		for (int j = 0; j < 8; j++)
			out[8 * i + j] = (unsigned char)(h[i] >> (56 - 8 * j));
}

/* ---- the functions */

typedef enum { MD5, SHA1, SHA256, SHA384, SHA512 } algo;

static sq_id hash(sq_eval *e, sq_id arg, algo al)
{
	const sq_term *s = sq_fn_plain(e, arg);
	if (!s)
		return 0;
	const unsigned char *m = (const unsigned char *)s->value;
	unsigned char d[64];
	size_t n = 0;
	switch (al) {
	case MD5: md5(m, s->len, d); n = 16; break;
	case SHA1: sha1(m, s->len, d); n = 20; break;
	case SHA256: sha256(m, s->len, d); n = 32; break;
	case SHA384: sha512(m, s->len, true, d); n = 48; break;
	case SHA512: sha512(m, s->len, false, d); n = 64; break;
	}
	static const char hex[] = "0123456789abcdef";
	char out[129];
	for (size_t i = 0; i < n; i++) {
		out[2 * i] = hex[d[i] >> 4];
		out[2 * i + 1] = hex[d[i] & 15];
	}
	return sq_fn_lit(e, out, 2 * n, NULL, NULL);
}

sq_id sq_fn_md5(sq_eval *e, const sq_node *call, const sq_id *a, size_t n) { return hash(e, a[0], MD5); }
sq_id sq_fn_sha1(sq_eval *e, const sq_node *call, const sq_id *a, size_t n) { return hash(e, a[0], SHA1); }
sq_id sq_fn_sha256(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return hash(e, a[0], SHA256);
}
sq_id sq_fn_sha384(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return hash(e, a[0], SHA384);
}
sq_id sq_fn_sha512(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return hash(e, a[0], SHA512);
}
