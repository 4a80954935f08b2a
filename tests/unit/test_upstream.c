/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the loopback SPARQL client against a stub server forked on
 * 127.0.0.1, and of the percent-encoding it shares with the server. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmocka_tap.h"
#include "base/diag.h"
#include "serve/upstream.h"
#include "serve/urlcode.h"

/* Forks a server that accepts one connection, checks the request and sends
 * `reply`; returns its port. The child exits 0 if the request was as expected. */
static int stub(const char *reply, pid_t *pid)
{
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in sa = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	socklen_t len = sizeof sa;
	assert_true(fd >= 0);
	assert_int_equal(bind(fd, (struct sockaddr *)&sa, sizeof sa), 0);
	assert_int_equal(listen(fd, 1), 0);
	assert_int_equal(getsockname(fd, (struct sockaddr *)&sa, &len), 0);
	*pid = fork();
	assert_true(*pid >= 0);
	if (*pid == 0) {
		alarm(10);
		int c = accept(fd, NULL, NULL);
		char req[8192];
		size_t n = 0;
		ssize_t r;
		/* read until the whole form body is in (it ends with the query) */
		while (n < sizeof req - 1 && (r = recv(c, req + n, sizeof req - 1 - n, 0)) > 0) {
			n += (size_t)r;
			req[n] = '\0';
			char *b = strstr(req, "\r\n\r\n");
			char *cl = strstr(req, "Content-Length: ");
			if (b && cl && strlen(b + 4) >= strtoul(cl + 16, NULL, 10))
				break;
		}
		req[n] = '\0';
		bool ok = !strncmp(req, "POST /sparql HTTP/1.1\r\n", 23) &&
			  strstr(req, "\r\nAccept: application/sparql-results+json\r\n") &&
			  strstr(req, "Content-Type: application/x-www-form-urlencoded") &&
			  strstr(req, "\r\n\r\nquery=ASK%20%7B%20%3Fs%20%3Fp%20%3Fo%20%7D");
		send(c, reply, strlen(reply), 0);
		close(c);
		_exit(ok ? 0 : 1);
	}
	close(fd);
	return ntohs(sa.sin_port);
}

static int finish(pid_t pid)
{
	int status;
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static char *run(const char *reply, pg_status want, int want_code, char *ct, size_t ctsize)
{
	pid_t pid;
	int port = stub(reply, &pid);
	char url[64];
	snprintf(url, sizeof url, "http://127.0.0.1:%d/sparql", port);
	char *body = NULL;
	size_t blen = 0;
	FILE *out = open_memstream(&body, &blen);
	pg_diag d;
	pg_diag_clear(&d);
	int code = -1;
	assert_int_equal(pg_upstream_query(url, "ASK { ?s ?p ?o }", "application/sparql-results+json",
					   out, &code, ct, ctsize, &d), want);
	fclose(out);
	assert_int_equal(code, want_code);
	assert_int_equal(finish(pid), 0);
	return body;
}

static void test_posts_the_query_and_copies_the_body(void **state)
{
	char ct[64];
	char *body = run("HTTP/1.1 200 OK\r\nContent-Type: application/sparql-results+json\r\n"
			 "Content-Length: 16\r\n\r\n{\"boolean\":true}", PG_OK, 200, ct, sizeof ct);
	assert_string_equal(body, "{\"boolean\":true}");
	assert_string_equal(ct, "application/sparql-results+json");
	free(body);
}

static void test_reads_chunked_answers(void **state)
{
	char *body = run("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
			 "5\r\n{\"boo\r\nb\r\nlean\":true}\r\n0\r\n\r\n", PG_OK, 200, NULL, 0);
	assert_string_equal(body, "{\"boolean\":true}");
	free(body);
}

static void test_reads_to_the_end_without_a_length(void **state)
{
	char *body = run("HTTP/1.0 200 OK\r\n\r\nall of it", PG_OK, 200, NULL, 0);
	assert_string_equal(body, "all of it");
	free(body);
}

static void test_an_error_status_is_bad_input_with_the_message(void **state)
{
	pid_t pid;
	int port = stub("HTTP/1.1 400 Bad Request\r\nContent-Length: 21\r\n\r\nSP030: syntax error\r\n", &pid);
	char url[64];
	snprintf(url, sizeof url, "http://localhost:%d/sparql", port);
	FILE *out = fopen("/dev/null", "w");
	pg_diag d;
	pg_diag_clear(&d);
	int code = 0;
	assert_int_equal(pg_upstream_query(url, "ASK { ?s ?p ?o }", "application/sparql-results+json",
					   out, &code, NULL, 0, &d), PG_ERR_INPUT);
	fclose(out);
	assert_int_equal(code, 400);
	assert_non_null(strstr(d.msg, "HTTP 400: SP030: syntax error"));
	assert_int_equal(finish(pid), 0);
}

static void test_refuses_what_is_not_loopback_http(void **state)
{
	pg_diag d;
	pg_diag_clear(&d);
	FILE *out = fopen("/dev/null", "w");
	assert_int_equal(pg_upstream_query("http://example.org/sparql", "ASK {}", NULL, out, NULL, NULL, 0, &d),
			 PG_ERR_USAGE);
	assert_int_equal(pg_upstream_query("https://127.0.0.1/sparql", "ASK {}", NULL, out, NULL, NULL, 0, &d),
			 PG_ERR_USAGE);
	assert_int_equal(pg_upstream_query("http://127.0.0.1.example.org/", "ASK {}", NULL, out, NULL, NULL, 0, &d),
			 PG_ERR_USAGE);
	assert_int_equal(pg_upstream_query("http://127.0.0.1:99999/", "ASK {}", NULL, out, NULL, NULL, 0, &d),
			 PG_ERR_USAGE);
	fclose(out);
}

static void test_percent_encoding_round_trips(void **state)
{
	pg_buf b = PG_BUF_INIT;
	assert_true(pg_url_encode(&b, "a b&c=d/\xc3\xa9-._~"));
	assert_string_equal(pg_buf_str(&b), "a%20b%26c%3Dd%2F%C3%A9-._~");
	char *back = pg_url_decode(b.data, b.len, false);
	assert_string_equal(back, "a b&c=d/\xc3\xa9-._~");
	free(back);
	pg_buf_free(&b);
	char *v = pg_url_form_value("format=csv&query=SELECT+%3Fs&empty", "query");
	assert_string_equal(v, "SELECT ?s");
	free(v);
	v = pg_url_form_value("format=csv&query=SELECT+%3Fs&empty", "empty");
	assert_string_equal(v, "");
	free(v);
	assert_null(pg_url_form_value("format=csv", "query"));
	assert_null(pg_url_form_value(NULL, "query"));
	assert_int_equal(pg_url_hexval('f'), 15);
	assert_int_equal(pg_url_hexval('g'), -1);
}

static void test_a_closed_port_is_an_io_error(void **state)
{
	/* bind, learn the port, close: nothing listens there now */
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in sa = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
	socklen_t len = sizeof sa;
	bind(fd, (struct sockaddr *)&sa, sizeof sa);
	getsockname(fd, (struct sockaddr *)&sa, &len);
	close(fd);
	char url[64];
	snprintf(url, sizeof url, "http://127.0.0.1:%d/sparql", ntohs(sa.sin_port));
	pg_diag d;
	pg_diag_clear(&d);
	FILE *out = fopen("/dev/null", "w");
	assert_int_equal(pg_upstream_query(url, "ASK {}", NULL, out, NULL, NULL, 0, &d), PG_ERR_IO);
	fclose(out);
}

int main(void)
{
	signal(SIGPIPE, SIG_IGN);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_posts_the_query_and_copies_the_body),
		cmocka_unit_test(test_reads_chunked_answers),
		cmocka_unit_test(test_reads_to_the_end_without_a_length),
		cmocka_unit_test(test_an_error_status_is_bad_input_with_the_message),
		cmocka_unit_test(test_refuses_what_is_not_loopback_http),
		cmocka_unit_test(test_a_closed_port_is_an_io_error),
		cmocka_unit_test(test_percent_encoding_round_trips),
	};
	return PG_RUN_TESTS(tests);
}
